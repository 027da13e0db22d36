// The recitation practice area's tables (issue 20): what a teacher assigns, each learner's practice of
// it ayah by ayah, the audio they send (and the teacher's voice corrections) on its way to playable
// files, and the review — verdicts and marked words — round by round.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';
// the exam's recitation practices point at their attempt and question (a foreign key only: the practice
// module reads nothing else of the exams area; exams-recitation.ts is the one interface between them)
import { questions, submissions } from '../exams/exams.table';

/** A surah's ayah range a teacher assigned to a batch, or to one learner of it (`learnerId`). */
export const practiceAssignments = pgTable(
  'practice_assignments',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    /** The one learner it is for; null for every learner of the batch. */
    learnerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    surah: integer().notNull(),
    ayahFrom: integer().notNull(),
    ayahTo: integer().notNull(),
    /** What the teacher asks the learner to mind. */
    focus: text(),
    dueAt: at(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /**
     * An exam's recitation question for one learner: the attempt it belongs to (made when the attempt
     * starts, sent when it is submitted — never by the learner — and its review marks the question).
     * Null for a teacher's ordinary assignment.
     */
    examSubmissionId: uuid().references(() => submissions.id, { onDelete: 'cascade' }),
    examQuestionId: integer().references(() => questions.id, { onDelete: 'cascade' }),
    /** An exam's practice: recording closes then (the attempt's deadline and grace, or its submission). */
    closesAt: at(),
    /**
     * A recitation of a learner's day of memorisation (issue 41): the part of the day it recites. Made for
     * one learner by the hifz area, never listed with the teacher's assignments; its review rates the
     * units it covered. Null for any other practice.
     */
    hifzTier: text({ enum: ['sabaq', 'sabqi', 'manzil'] }),
  },
  (t) => [
    index().on(t.batchId, t.createdAt),
    index().on(t.learnerId),
    uniqueIndex().on(t.examSubmissionId, t.examQuestionId),
  ],
);

/**
 * One learner's practice of an assignment, made by their first recording (never by a read). `round`
 * counts the times it was sent; marks and verdicts belong to a round, and the learner sees those of the
 * last reviewed one. `assigned` again after a review once the learner re-records an ayah.
 */
export const practices = pgTable(
  'practices',
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: integer()
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['assigned', 'submitted', 'reviewed'] }).notNull(),
    round: integer().notNull().default(0),
    /** The last review's score by the rubric (`scoreRecitation`), out of 100. */
    score: integer(),
    submittedAt: at(),
    reviewedAt: at(),
    reviewerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.assignmentId, t.learnerId),
    index().on(t.learnerId),
    index().on(t.status, t.submittedAt),
  ],
);

/**
 * An audio file sent to be played: a learner's recording of an ayah or a teacher's voice correction.
 * Its bytes are in the FileStorage (`practice/<id>/source`, then `audio.m4a` and `audio.webm`); the row
 * is also its conversion job: queued until a worker takes it under a lease, then ready or failed.
 */
export const practiceAudio = pgTable(
  'practice_audio',
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ['recording', 'correction'] }).notNull(),
    /** queued and converting are the contract's `processing`. */
    status: text({ enum: ['queued', 'converting', 'ready', 'failed'] }).notNull(),
    /** Bytes as uploaded. */
    size: integer().notNull(),
    /** The length ffprobe found when it was checked. */
    durationMs: integer().notNull(),
    /** The demuxer its bytes were found to be (transcode.ts `AudioContainer`): ffmpeg reads it with that one only. */
    container: text().notNull(),
    /** Which try of its job this is (three tries with backoff, then failed). */
    attempts: integer().notNull().default(0),
    /** Why it failed, in Bengali (the tool's own words stay in the log). */
    error: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: at().notNull(),
    /**
     * When the nightly clean-up first found that no one can reach it any more: a correction on no mark
     * (the teacher replaced it, or the mark went), a recording of no practice. Its files and row go a
     * grace period later (practice-cleanup.ts). Nothing ever points at it again.
     */
    unusedSince: at(),
    /** When the clean-up deleted the files of an audio that failed for good (its row stays, as the record). */
    filesDeletedAt: at(),
  },
  (t) => [index().on(t.status, t.createdAt)],
);

/** A learner's recording of one ayah of a practice; the ayah's current one is its newest. */
export const practiceRecordings = pgTable(
  'practice_recordings',
  {
    /** The audio's own id. */
    id: uuid()
      .primaryKey()
      .references(() => practiceAudio.id, { onDelete: 'cascade' }),
    practiceId: uuid()
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    ayah: integer().notNull(),
    /**
     * The practice's round when it was recorded: 0 before the first send, r after the review of round r.
     * A recording is newer than the review of round r when its round is r or more.
     */
    round: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.practiceId, t.ayah, t.createdAt)],
);

/** A teacher's verdict on one ayah in one review round. */
export const practiceAyahVerdicts = pgTable(
  'practice_ayah_verdicts',
  {
    practiceId: uuid()
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    ayah: integer().notNull(),
    verdict: text({ enum: ['correct', 'needs-work'] }).notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.practiceId, t.round, t.ayah] })],
);

/** A mistake a teacher marked on one word of an ayah in one review round, by the rubric. */
export const practiceMarks = pgTable(
  'practice_marks',
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceId: uuid()
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    ayah: integer().notNull(),
    /** The word's index in the ayah (quran.ts splits the text). */
    word: integer().notNull(),
    /** The word as it was marked (the learner's summary counts words by it). */
    wordText: text().notNull(),
    category: text({
      enum: [
        'makharij',
        'sifat',
        'harakat',
        'ghunnah',
        'madd',
        'qalqalah',
        'izhar',
        'idgham',
        'ikhfa',
        'iqlab',
        'waqf',
        'ibtida',
      ],
    }).notNull(),
    severity: text({ enum: ['jali', 'khafi'] }).notNull(),
    note: text(),
    /** The teacher's voice correction (an audio of kind `correction`), or null. */
    correctionId: uuid().references(() => practiceAudio.id, { onDelete: 'set null' }),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.practiceId, t.round, t.ayah, t.word, t.category), index().on(t.correctionId)],
);
