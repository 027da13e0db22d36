import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { batchDetail, liveBatch, onDemandBatch } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import {
  batchPath,
  batchSchedule,
  enrolledLessons,
  findSyllabusModule,
  freeLessons,
  recordingPath,
  toEnrollmentViews,
} from './learning';

type Recording = V3Schemas['Recording'];

const { course } = batchDetail;

function recording(id: number, position: number, extra: Partial<Recording> = {}): Recording {
  return {
    id,
    module_id: 31,
    batch_id: 12,
    title: `পাঠ ${id}`,
    position,
    duration_seconds: 840,
    free: false,
    thumbnail: null,
    playback_url: `http://api/media/${id}.mp4`,
    resources: [],
    ...extra,
  };
}

describe('paths', () => {
  it('links a batch and a recording, with the batch only for the enrolled copy', () => {
    expect(batchPath(12)).toBe('/dashboard/batch/12');
    expect(recordingPath(101, 12)).toBe('/recording/101?batch=12');
    expect(recordingPath(101)).toBe('/recording/101');
    expect(recordingPath(101, null)).toBe('/recording/101');
  });
});

describe('batchSchedule', () => {
  it('gives a live batch its Bengali class days, time (Asia/Dhaka) and length', () => {
    expect(batchSchedule(liveBatch)).toEqual({
      mode: 'লাইভ',
      days: 'শনি, সোম, বুধ',
      time: 'রাত ৮:৩০ · প্রতি ক্লাস ৬০ মিনিট',
      starts: 'শনিবার, ৫ ডিসেম্বর',
    });
  });

  it('gives an on-demand batch no days or time', () => {
    expect(batchSchedule(onDemandBatch)).toMatchObject({ mode: 'রেকর্ডেড', days: null, time: null });
  });
});

describe('toEnrollmentViews', () => {
  it('lists live batches first, links each to its batch page and says how the learner got in', () => {
    const views = toEnrollmentViews([
      {
        batch: onDemandBatch,
        course,
        enrolled_at: '2026-11-28T10:03:00+06:00',
        source: 'bundle',
        expires_at: '2027-11-28T10:03:00+06:00',
        attendance: null,
        progress: { watched: 2, total: 12 },
      },
      {
        batch: liveBatch,
        course,
        enrolled_at: '2026-11-28T10:03:00+06:00',
        source: 'promo',
        expires_at: null,
        attendance: { attended: 3, held: 4 },
        progress: { watched: 0, total: 0 },
      },
    ]);
    expect(views.map((v) => [v.batchId, v.href, v.source, v.accessUntil])).toEqual([
      [12, '/dashboard/batch/12', 'প্রোমো কোডে ভর্তি', null],
      [14, '/dashboard/batch/14', 'প্যাকেজের অংশ', '২৮ নভেম্বর, ২০২৭'],
    ]);
    expect(views[0]).toMatchObject({ courseTitle: course.title, batchName: 'ব্যাচ ১২ — সন্ধ্যা', live: true });
  });

  it('is empty for a learner with no enrollments', () => {
    expect(toEnrollmentViews([])).toEqual([]);
  });

  it('gives each batch its next study-plan item, where it is done and by when; or that the plan is done', () => {
    const enrollment = (batch: typeof liveBatch) => ({
      batch,
      course,
      enrolled_at: '2026-11-28T10:03:00+06:00',
      source: 'purchase' as const,
      expires_at: null,
      attendance: null,
      progress: { watched: 0, total: 3 },
    });
    const item = { module_id: 31, module_title: 'মাখরাজ', id: 905, title: 'রেকর্ডিং দেখুন' };
    const views = toEnrollmentViews(
      [enrollment(liveBatch), enrollment(onDemandBatch), enrollment({ ...liveBatch, id: 15 })],
      [
        {
          batch_id: 12,
          next: { ...item, kind: 'recording', ref_id: 102, due_at: '2026-12-07T23:59:00+06:00' },
          done: 1,
          total: 5,
        },
        { batch_id: 14, next: null, done: 5, total: 5 },
        { batch_id: 15, next: { ...item, kind: 'live', ref_id: 88, due_at: null }, done: 0, total: 5 },
      ],
    );
    const byBatch = new Map(views.map((view) => [view.batchId, view]));
    expect(byBatch.get(12)).toMatchObject({
      next: { title: 'রেকর্ডিং দেখুন', href: '/recording/102?batch=12', due: '৭ ডিসেম্বর, ২০২৬-এর মধ্যে' },
      planDone: false,
    });
    expect(byBatch.get(14)).toMatchObject({ next: null, planDone: true });
    // a live class is joined from the batch's page
    expect(byBatch.get(15)?.next).toEqual({ title: 'রেকর্ডিং দেখুন', href: '/dashboard/batch/15', due: null });
  });
});

describe('enrolledLessons', () => {
  it('orders by position, links in the batch and marks the current one', () => {
    const lessons = enrolledLessons([recording(2, 2), recording(1, 1, { free: true })], 12, 2);
    expect(lessons.map((l) => [l.title, l.href, l.free, l.current])).toEqual([
      ['পাঠ 1', '/recording/1?batch=12', true, false],
      ['পাঠ 2', '/recording/2?batch=12', false, true],
    ]);
  });

  it('marks none when there is no current recording (the batch page)', () => {
    expect(enrolledLessons([recording(1, 1)], 12).some((l) => l.current)).toBe(false);
  });
});

describe('findSyllabusModule / freeLessons', () => {
  const syllabus: V2Schemas['SyllabusModule'][] = [
    {
      id: 31,
      position: 1,
      title: 'আরবি হরফ ও মাখরাজ',
      lessons: [
        { title: 'হরফ পরিচিতি', free: true, recording_id: 101, duration_seconds: 840 },
        { title: 'হলকি হরফের মাখরাজ', free: false, recording_id: null, duration_seconds: 1260 },
      ],
    },
    { id: 32, position: 2, title: 'হরকত', lessons: [] },
  ];
  const modules = [
    { id: 31, title: 'আরবি হরফ ও মাখরাজ', position: 1, lessons_count: 2 },
    { id: 32, title: 'হরকত', position: 2, lessons_count: 0 },
  ];

  it("finds a batch module's syllabus module by its id", () => {
    expect(findSyllabusModule(syllabus, modules, 32)?.title).toBe('হরকত');
    expect(findSyllabusModule(syllabus, modules, 99)).toBeNull();
  });

  it("finds another batch's module at its position (the same module under its own id)", () => {
    const otherBatch = [
      { id: 41, title: 'আরবি হরফ ও মাখরাজ', position: 1, lessons_count: 2 },
      { id: 42, title: 'হরকত', position: 2, lessons_count: 0 },
    ];
    expect(findSyllabusModule(syllabus, otherBatch, 42)?.id).toBe(32);
    const moved = [{ id: 47, title: 'আরবি হরফ ও মাখরাজ', position: 7, lessons_count: 2 }];
    expect(findSyllabusModule(syllabus, moved, 47)).toBeNull();
  });

  it('links free lessons to their public page and locks the rest', () => {
    const lessons = freeLessons(findSyllabusModule(syllabus, modules, 31), { id: 101, position: 1 });
    expect(lessons.map((l) => [l.title, l.href, l.current])).toEqual([
      ['হরফ পরিচিতি', '/recording/101', true],
      ['হলকি হরফের মাখরাজ', null, false],
    ]);
  });

  it("marks the current lesson by position when it was served from another batch's copy", () => {
    const lessons = freeLessons(syllabus[0] ?? null, { id: 555, position: 2 });
    expect(lessons.map((l) => l.current)).toEqual([false, true]);
  });

  it('is empty when the module is not in the syllabus', () => {
    expect(freeLessons(null, { id: 1, position: 1 })).toEqual([]);
  });
});
