// How far a learner is through a module's study plan: the one rule of `StudyPlanItem.done` and
// `StudyPlan.next_item_id`, and of a recording watched (`RecordingProgress.done`, `WatchCount`).

/** A recording counts as watched past this share of its length. */
export const WATCHED_SHARE = 0.9;

export interface PlanItem {
  id: number;
  kind: 'recording' | 'live' | 'exam' | 'reading';
  refId: number | null;
}

/** What the learner has done, as the repositories found it. */
export interface PlanFacts {
  /** Seconds watched and length, by recording. */
  watched: ReadonlyMap<number, { seconds: number; duration: number }>;
  /** Live classes joined. */
  attended: ReadonlySet<number>;
  /** Exams passed. */
  passed: ReadonlySet<number>;
  /** The learner has opened a PDF of the module. */
  openedNotes: boolean;
}

/** Whether a recording is watched: past 90 % of its length (a recording without length never is). */
export function watchedEnough(seconds: number, duration: number): boolean {
  return duration > 0 && seconds >= duration * WATCHED_SHARE;
}

/** Of these recordings (seconds watched and length), how many are watched ({@link watchedEnough}). */
export function watchCount(recordings: Iterable<{ seconds: number; duration: number }>): {
  watched: number;
  total: number;
} {
  let watched = 0;
  let total = 0;
  for (const { seconds, duration } of recordings) {
    total += 1;
    if (watchedEnough(seconds, duration)) watched += 1;
  }
  return { watched, total };
}

/**
 * Which items are done, and the next one due (the first not done, in the plan's order): a recording
 * watched past 90 %, a live class joined, an exam passed; a reading once a PDF of the module was
 * opened — or once a later item is done (the learner has moved past it; a module may have no PDF).
 */
export function planProgress(
  items: readonly PlanItem[],
  facts: PlanFacts,
): { done: Set<number>; nextItemId: number | null } {
  const itemDone = (item: PlanItem): boolean => {
    if (item.refId === null) return false;
    if (item.kind === 'recording') {
      const watched = facts.watched.get(item.refId);
      return watched !== undefined && watchedEnough(watched.seconds, watched.duration);
    }
    if (item.kind === 'live') return facts.attended.has(item.refId);
    if (item.kind === 'exam') return facts.passed.has(item.refId);
    return false;
  };
  const done = new Set<number>();
  let laterDone = false;
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i] as PlanItem;
    const isDone: boolean = item.kind === 'reading' ? facts.openedNotes || laterDone : itemDone(item);
    if (isDone) done.add(item.id);
    laterDone ||= isDone;
  }
  const next = items.find((item) => !done.has(item.id));
  return { done, nextItemId: next?.id ?? null };
}
