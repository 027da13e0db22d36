import { batchModes, formatClassTime, formatDate, formatWeekdayDate } from '@tilawat/domain';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { bn, type LessonListItem } from '@tilawat/ui';
import { webBn } from '~/copy/bn';
import { batchPath, dashboardPath, examPath, notesPath, recordingPath } from './paths';

export { batchPath, dashboardPath, notesPath, orientationPath, recordingPath } from './paths';

type Batch = V3Schemas['Batch'];
type Enrollment = V3Schemas['Enrollment'];
type Recording = V3Schemas['Recording'];
type ModuleSummary = V3Schemas['ModuleSummary'];
type SyllabusModule = V2Schemas['SyllabusModule'];

/**
 * The learner's pages (dashboard, a batch, a recording) as view models: pure functions from the api's
 * answers to what the pages show, so the pages stay markup and the rules are unit-tested here.
 */

/** When a batch meets, as the learner reads it: live → class days and time; on-demand → at their own pace. */
export interface BatchSchedule {
  /** 'লাইভ' or 'রেকর্ডেড' (domain's batchModes). */
  mode: string;
  /** 'শনি, সোম, বুধ'; null for on-demand. */
  days: string | null;
  /** 'রাত ৮:৩০ · প্রতি ক্লাস ৬০ মিনিট'; null for on-demand. */
  time: string | null;
  /** 'শনিবার, ৭ নভেম্বর': the first class (live) or the opening date (on-demand). */
  starts: string;
}

export function batchSchedule(batch: Batch): BatchSchedule {
  const live = batch.mode === 'live';
  const days = live && batch.class_days.length > 0 ? batch.class_days.map((d) => bn.batch.weekdays[d]) : [];
  const time =
    live && batch.class_time
      ? [
          formatClassTime(batch.class_time),
          batch.duration_minutes ? bn.batch.eachClass(batch.duration_minutes) : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : null;
  return {
    mode: batchModes[batch.mode].bn,
    days: days.length > 0 ? days.join(', ') : null,
    time,
    starts: formatWeekdayDate(batch.starts_at),
  };
}

/** One enrolled batch on the dashboard. */
export interface EnrollmentView {
  batchId: number;
  href: string;
  courseTitle: string;
  batchName: string;
  live: boolean;
  schedule: BatchSchedule;
  /** How the learner got in: 'কিনে ভর্তি', 'প্যাকেজের অংশ', 'প্রোমো কোডে ভর্তি'. */
  source: string;
  /** A bundle's access ends then ('২৮ নভেম্বর, ২০২৭'); null when it does not end. */
  accessUntil: string | null;
  /** A live batch's attendance (the kit's AttendanceBadge); null for an on-demand one. */
  attendance: Enrollment['attendance'];
  /** Recordings watched (past 90 %) of the batch's recordings (the kit's ProgressBar). */
  progress: Enrollment['progress'];
  /** The batch's next study-plan item (issue 40): what to do, where, by when; null when none is known. */
  next: { title: string; href: string; due: string | null } | null;
  /** Every item of the batch's study plan is done. */
  planDone: boolean;
}

type NextStudyItem = V3Schemas['NextStudyItem'];

/**
 * Enrollments as the dashboard lists them: live batches first (they meet at set times), then by start; each
 * with its next study-plan item when `next` (`GET /study-plan/next`) has one.
 */
export function toEnrollmentViews(
  enrollments: readonly Enrollment[],
  next: readonly NextStudyItem[] = [],
): EnrollmentView[] {
  const nextOf = new Map(next.map((entry) => [entry.batch_id, entry]));
  return [...enrollments]
    .sort((a, b) => {
      if (a.batch.mode !== b.batch.mode) return a.batch.mode === 'live' ? -1 : 1;
      return Date.parse(a.batch.starts_at) - Date.parse(b.batch.starts_at);
    })
    .map((enrollment) => ({
      batchId: enrollment.batch.id,
      href: batchPath(enrollment.batch.id),
      courseTitle: enrollment.course.title,
      batchName: enrollment.batch.name,
      live: enrollment.batch.mode === 'live',
      schedule: batchSchedule(enrollment.batch),
      source: webBn.dashboard.sources[enrollment.source],
      accessUntil: enrollment.expires_at ? formatDate(enrollment.expires_at) : null,
      attendance: enrollment.attendance,
      progress: enrollment.progress,
      ...nextView(enrollment.batch.id, nextOf.get(enrollment.batch.id)),
    }));
}

function nextView(
  batchId: number,
  entry: NextStudyItem | undefined,
): Pick<EnrollmentView, 'next' | 'planDone'> {
  if (!entry) return { next: null, planDone: false };
  if (!entry.next) return { next: null, planDone: entry.total > 0 };
  return {
    next: {
      title: entry.next.title,
      // a recording's or an exam's own page; a reading (its notes) and a live class on the batch's page
      href:
        entry.next.ref_id !== null && (entry.next.kind === 'recording' || entry.next.kind === 'exam')
          ? entry.next.kind === 'recording'
            ? recordingPath(entry.next.ref_id, batchId)
            : examPath(entry.next.ref_id)
          : batchPath(batchId),
      due: entry.next.due_at ? webBn.dashboard.dueBy(formatDate(entry.next.due_at)) : null,
    },
    planDone: false,
  };
}

/** A lesson as the kit's LessonList draws it: a link when the learner may watch it, locked otherwise. */
export type LessonItem = LessonListItem;

/**
 * An enrolled learner's module (`GET /recording/module`): every lesson opens in the learner's batch;
 * `watched` says which the learner has watched (`RecordingProgress.done`).
 */
export function enrolledLessons(
  recordings: readonly Recording[],
  batchId: number,
  currentId: number | null = null,
  watched: (recordingId: number) => boolean = () => false,
): LessonItem[] {
  return [...recordings]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((recording) => ({
      key: String(recording.id),
      title: recording.title,
      durationSeconds: recording.duration_seconds,
      href: recordingPath(recording.id, batchId),
      free: recording.free,
      current: recording.id === currentId,
      watched: watched(recording.id),
    }));
}

/**
 * The syllabus module (course detail, `GET /api/v2/course/{id}`) that holds a batch's module: by its `id`
 * (the syllabus is read from the course's first batch, whose module ids it carries), or — for a module of
 * another batch of the course, which teaches the same module under its own id — at the same `position`.
 */
export function findSyllabusModule(
  syllabus: readonly SyllabusModule[],
  modules: readonly ModuleSummary[],
  moduleId: number,
): SyllabusModule | null {
  const own = syllabus.find((m) => m.id === moduleId);
  if (own) return own;
  const summary = modules.find((m) => m.id === moduleId);
  return summary ? (syllabus.find((m) => m.position === summary.position) ?? null) : null;
}

/**
 * What a visitor may see of a module: every lesson, the free ones linked to their public page, the
 * others locked. The current recording is the lesson with its id, or — when it was served from
 * another batch of the course — the lesson at its position.
 */
export function freeLessons(
  module: SyllabusModule | null,
  current: Pick<Recording, 'id' | 'position'>,
): LessonItem[] {
  if (!module) return [];
  const byId = module.lessons.some((lesson) => lesson.recording_id === current.id);
  return module.lessons.map((lesson, index) => ({
    key: lesson.recording_id ? String(lesson.recording_id) : `locked-${index}`,
    title: lesson.title,
    durationSeconds: lesson.duration_seconds,
    href: lesson.free && lesson.recording_id ? recordingPath(lesson.recording_id) : null,
    free: lesson.free,
    current: byId ? lesson.recording_id === current.id : index + 1 === current.position,
  }));
}

/**
 * Where a study plan's item opens: a recording's page in the batch, the exam's page, the dashboard
 * (a live class is joined there), or the module's PDF in the site's viewer for a reading (the first
 * lesson of the module that has one); null when there is nowhere to go.
 */
export function studyPlanHref(
  item: V3Schemas['StudyPlanItem'],
  batchId: number,
  recordings: readonly Pick<V3Schemas['Recording'], 'id' | 'resources'>[],
): string | null {
  if (item.kind === 'reading') {
    const withNotes = recordings.find((recording) => recording.resources.length > 0);
    const resource = withNotes?.resources[0];
    return withNotes && resource ? notesPath(resource.key, withNotes.id) : null;
  }
  if (item.ref_id === null) return null;
  if (item.kind === 'recording') return recordingPath(item.ref_id, batchId);
  if (item.kind === 'exam') return examPath(item.ref_id);
  return dashboardPath;
}
