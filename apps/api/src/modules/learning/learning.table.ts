// The learning area's tables: what a batch teaches (modules, recordings, live classes, study plans) and
// how its learners go through it (progress, attendance, preferences). Who may study in it is the
// enrollments area's.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import type { V3Schemas } from '@tilawat/sdk';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';

/** A recording's PDF resource as stored. */
export interface StoredResource {
  key: string;
  title: string;
  kind: 'pdf';
  file?: string;
}

export const modules = pgTable(
  'modules',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    title: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.batchId)],
);

export const recordings = pgTable(
  'recordings',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
    title: text().notNull(),
    position: integer().notNull(),
    durationSeconds: integer().notNull(),
    free: boolean().notNull().default(false),
    thumbnail: text(),
    /** Where the video is served; only answered to those who may watch it. */
    videoUrl: text().notNull(),
    /**
     * PDF resources: [{ key, title, kind: 'pdf', file? }]. `file` is where the PDF is kept — a stored key
     * under MEDIA_DIR, or an absolute URL (a CDN); without it, `notes/<key>` (MEDIA_DIR/notes/<key>.pdf).
     * It is never answered: learners get a signed link (`GET /download`).
     */
    resources: jsonb().$type<StoredResource[]>().notNull().default([]),
  },
  (t) => [index().on(t.moduleId)],
);

export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    title: text().notNull(),
    startsAt: at().notNull(),
    durationMinutes: integer().notNull(),
    joinUrl: text().notNull(),
  },
  (t) => [index().on(t.batchId, t.startsAt)],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
    day: integer().notNull(),
    title: text().notNull(),
    kind: text({ enum: ['recording', 'live', 'exam', 'reading'] }).notNull(),
    refId: integer(),
    dueAt: at(),
  },
  (t) => [index().on(t.moduleId)],
);

/** A learner's attendance: their first successful join of a live class (`GET /live/join`). */
export const classAttendance = pgTable(
  'class_attendance',
  {
    liveClassId: integer()
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveClassId, t.userId] }), index().on(t.userId)],
);

/**
 * A learner's progress in a recording (`POST /recording/progress`): the furthest position reported
 * (how much was watched) and the last one (where the player resumes), both at most its length.
 */
export const recordingProgress = pgTable(
  'recording_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    watchedSeconds: integer().notNull(),
    positionSeconds: integer().notNull().default(0),
    /**
     * When the player was at `positionSeconds`, by the device's report (issue 39: a report kept offline
     * arrives late and must not move the learner back); null for rows kept before it was reported.
     */
    positionReportedAt: at(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recordingId] })],
);

/**
 * What a learner chose once and every device remembers: the playback speed they chose last (a
 * `PlaybackRate` of the contract). No row: nothing chosen yet (1×).
 */
export const learnerPreferences = pgTable('learner_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  playbackRate: real().$type<V3Schemas['PlaybackRate']>().notNull(),
  updatedAt: at().notNull(),
});

/** A PDF resource a learner has opened (`GET /download`): a study plan's reading counts as done. */
export const resourceOpens = pgTable(
  'resource_opens',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    firstOpenedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recordingId, t.key] })],
);

/**
 * A lesson video an operator uploaded, on its way to an HLS rendition (issue 19): queued with its
 * source in the FileStorage and a job of the engine's `learning.video` queue (issue 37), processing on
 * the one host whose worker holds that job's try, then ready (the lesson plays `uploads/<id>`) or failed
 * (the source is kept, so that an operator may retry the job from the console).
 */
export const videoJobs = pgTable(
  'video_jobs',
  {
    id: uuid().primaryKey(),
    recordingId: integer()
      .notNull()
      .references(() => recordings.id),
    /** Who uploaded it (the audit log's actor when it becomes the lesson's video). */
    uploadedBy: uuid()
      .notNull()
      .references(() => users.id),
    /** The file's name as uploaded (shown in the console). */
    filename: text().notNull(),
    /** Where the uploaded file waits in the FileStorage until the rendition is made. */
    sourceKey: text().notNull(),
    status: text({ enum: ['queued', 'processing', 'ready', 'failed'] }).notNull(),
    /** 0–100: how much of the rendition ffmpeg has made. */
    progress: integer().notNull().default(0),
    durationSeconds: integer().notNull(),
    /** Which try of its job this is (a failed try is tried again with backoff, up to three). */
    attempts: integer().notNull().default(0),
    /** Why it failed, for the operator (the tool's own words stay in the log). */
    error: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull(),
    /**
     * A ready rendition no lesson plays: when the nightly clean-up first found it so (null while a lesson
     * plays it). Its files go a grace period later (learning-cleanup.ts).
     */
    unusedSince: at(),
  },
  (t) => [index().on(t.recordingId, t.createdAt), index().on(t.status, t.createdAt)],
);
