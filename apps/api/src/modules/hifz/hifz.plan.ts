// A learner's plan under one target as the contract shows it (HifzPlan): today's recitations with their
// words and weak words, the counts and the map. Read the same way for the learner (/hifz), their teacher
// (the console) and — the one builder of it — anyone else who may see it.
import {
  type HifzDayItem,
  type HifzTargetRule,
  type HifzUnitState,
  hifzMap,
  planHifzDay,
  pointOf,
  uncoveredRuns,
  wholeJuz,
} from '@tilawat/domain/hifz';
import { toBengaliDigits } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { dhakaDay, dhakaDayEnd } from '../../core/clock';
import type { Db, Tx } from '../../db/client';
import { ayahsWithMarks, hifzPracticeStates, surahName } from '../practice/hifz-practices';
import type { TargetWithBatch, UnitRow } from './hifz.repository';
import * as repo from './hifz.repository';

export type HifzPlanJson = V3Schemas['HifzPlan'];

export const targetRule = (target: repo.TargetRow): HifzTargetRule => ({
  first: target.firstAyah,
  last: target.lastAyah,
  dailyNew: target.dailyNew,
  dailyLimit: target.dailyLimit,
  unitAyahs: target.unitAyahs,
});

export const unitState = (unit: UnitRow): HifzUnitState => ({
  first: unit.firstAyah,
  last: unit.lastAyah,
  introducedOn: unit.introducedOn,
  due: unit.due,
  lastRating: unit.lastRating,
});

/**
 * Where the learner's new ayahs go on from: their place in the plan; with none yet (a new target, or one that
 * replaced another), the target's first ayah they have not memorised — a learner given their own target keeps
 * what they memorised under the batch's. Null once every ayah was given.
 */
export function nextAyah(
  target: repo.TargetRow,
  planned: number | undefined,
  units: readonly UnitRow[],
): number | null {
  if (planned !== undefined) {
    const next = Math.max(target.firstAyah, planned);
    return next > target.lastAyah ? null : next;
  }
  return uncoveredRuns(target.firstAyah, target.lastAyah, units.map(unitState))[0]?.first ?? null;
}

/** The range in Bengali: "পারা ৩০ — সূরা আন-নাবা ১ থেকে সূরা আন-নাস ৬". */
export function targetLabel(first: number, last: number): string {
  const a = pointOf(first);
  const b = pointOf(last);
  const bn = (n: number) => toBengaliDigits(String(n));
  const range = `সূরা ${surahName(a.surah)} ${bn(a.ayah)} থেকে সূরা ${surahName(b.surah)} ${bn(b.ayah)}`;
  const juz = wholeJuz(first, last);
  return juz === null ? range : `পারা ${bn(juz)} — ${range}`;
}

export function targetJson({ target, batchName }: TargetWithBatch): V3Schemas['HifzTarget'] {
  return {
    id: target.id,
    batch_id: target.batchId,
    batch_name: batchName,
    learner_id: target.learnerId,
    first: pointOf(target.firstAyah),
    last: pointOf(target.lastAyah),
    label: targetLabel(target.firstAyah, target.lastAyah),
    ayahs: target.lastAyah - target.firstAyah + 1,
    daily_new: target.dailyNew,
    daily_limit: target.dailyLimit,
    unit_ayahs: target.unitAyahs,
    updated_at: target.updatedAt.toISOString(),
  };
}

/** The counts of a learner's map of a target (the console's list of a batch). */
export function hifzCounts(
  target: repo.TargetRow,
  units: readonly UnitRow[],
  now: Date,
): V3Schemas['HifzCounts'] {
  const inside = units.filter(
    (unit) => unit.lastAyah >= target.firstAyah && unit.firstAyah <= target.lastAyah,
  );
  const { counts } = hifzMap(targetRule(target), inside.map(unitState), dhakaDayEnd(dhakaDay(now)));
  return {
    memorised: counts.memorised,
    shaky: counts.shaky,
    due: counts.due,
    not_started: counts['not-started'],
  };
}

/** Today's items of a learner under a target, as the plan makes them (the started ones first). */
export async function todayItems(conn: Db | Tx, learnerId: string, target: repo.TargetRow, now: Date) {
  const today = dhakaDay(now);
  const [plan, units, recitations] = await Promise.all([
    repo.planOf(conn, learnerId, target.id),
    repo.unitsIn(conn, learnerId, target.firstAyah, target.lastAyah),
    repo.recitationsOfDay(conn, learnerId, target.id, today),
  ]);
  const started: HifzDayItem[] = recitations.map((row) => ({
    tier: row.tier,
    first: row.firstAyah,
    last: row.lastAyah,
  }));
  const next = nextAyah(target, plan?.nextAyah, units);
  const items = planHifzDay({
    target: targetRule(target),
    next,
    units: units.map(unitState),
    today,
    dayEnd: dhakaDayEnd(today),
    started,
  });
  return { today, next, units, recitations, items };
}

/** The whole plan of a learner under a target, as the contract shows it. */
export async function planJson(
  conn: Db | Tx,
  learnerId: string,
  row: TargetWithBatch,
  now: Date,
): Promise<HifzPlanJson> {
  const { target } = row;
  const { today, next, units, recitations, items } = await todayItems(conn, learnerId, target, now);
  const assignmentIds = recitations.flatMap((r) => (r.assignmentId === null ? [] : [r.assignmentId]));
  const states = await hifzPracticeStates(conn, learnerId, assignmentIds);
  const itemsJson = await Promise.all(
    items.map(async (item) => {
      const a = pointOf(item.first);
      const b = pointOf(item.last);
      const recitation = recitations.find((r) => r.tier === item.tier && r.firstAyah === item.first);
      const assignmentId = recitation?.assignmentId ?? null;
      return {
        tier: item.tier,
        surah: a.surah,
        surah_name: surahName(a.surah),
        ayah_from: a.ayah,
        ayah_to: b.ayah,
        practice_id: assignmentId,
        practice_status: assignmentId === null ? null : (states.get(assignmentId) ?? 'assigned'),
        self_rating: recitation?.selfRating ?? null,
        ayahs: await ayahsWithMarks(conn, learnerId, a.surah, a.ayah, b.ayah),
      };
    }),
  );
  const map = hifzMap(targetRule(target), units.map(unitState), dhakaDayEnd(today));
  const unitDue = (unit: HifzUnitState | null) => (unit ? dhakaDay(unit.due) : null);
  return {
    target: targetJson(row),
    today,
    next: next === null ? null : pointOf(next),
    items: itemsJson,
    counts: {
      memorised: map.counts.memorised,
      shaky: map.counts.shaky,
      due: map.counts.due,
      not_started: map.counts['not-started'],
    },
    map: map.surahs.map((part) => {
      const start = pointOf(part.first);
      return {
        surah: start.surah,
        surah_name: surahName(start.surah),
        ayah_from: start.ayah,
        states: part.ayahs.map((ayah) => ayah.state),
        due: part.ayahs.map((ayah) => unitDue(ayah.unit)),
      };
    }),
  };
}
