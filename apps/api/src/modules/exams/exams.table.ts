// The exams area's tables: exams of a batch, their questions and options, and learners' attempts.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';
import { modules } from '../learning/learning.table';

/** An exam of a batch: a module's (moduleId) or the batch's final one (moduleId null). */
export const exams = pgTable(
  'exams',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    moduleId: integer().references(() => modules.id),
    title: text().notNull(),
    /** Bengali sentences shown before the start, as a list. */
    instructions: text().array().notNull(),
    durationMinutes: integer().notNull(),
    passMarks: integer().notNull(),
    attemptsAllowed: integer().notNull(),
    opensAt: at().notNull(),
    /** After this no attempt can start; null when the exam stays open. */
    closesAt: at(),
    /** An exam that must be passed first (a module's previous exam), or null. */
    prerequisiteExamId: integer().references((): AnyPgColumn => exams.id),
  },
  (t) => [index().on(t.batchId), index().on(t.moduleId)],
);

/** A question of an exam; its answer (the options' `correct`, `acceptedAnswers`) never leaves the server before grading. */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    position: integer().notNull(),
    kind: text({ enum: ['single-choice', 'multi-choice', 'short-text', 'recitation'] }).notNull(),
    prompt: text().notNull(),
    /** Quranic text the question is about, shown right to left; null when none. */
    arabicText: text(),
    marks: integer().notNull(),
    /** short-text: the answers accepted after normalisation (grading.ts). */
    acceptedAnswers: text().array().notNull().default(sql`'{}'::text[]`),
    /** short-text: Arabic diacritics (harakat) may be left out of the answer. */
    diacriticsOptional: boolean().notNull().default(false),
    /** short-text: a teacher marks it (the result waits for the review). */
    teacherReview: boolean().notNull().default(false),
    /**
     * recitation: the surah and ayah range the learner recites (a practice of theirs made when the
     * attempt starts, reviewed by the teacher; its score makes the marks). Null for the other kinds.
     */
    surah: integer(),
    ayahFrom: integer(),
    ayahTo: integer(),
  },
  (t) => [index().on(t.examId, t.position)],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    position: integer().notNull(),
    text: text().notNull(),
    correct: boolean().notNull(),
  },
  (t) => [index().on(t.questionId, t.position)],
);

/** A saved or submitted answer, as the contract's SubmissionAnswer. */
export interface StoredAnswer {
  question: number;
  option_ids?: number[];
  text?: string;
}

/** One question's result, as the contract's SubmissionReview item (grading.ts). */
export interface StoredReview {
  question: number;
  marks: number;
  /** Marks given; null while a teacher's review is pending. */
  awarded: number | null;
  correct: boolean | null;
}

/**
 * A learner's attempt of an exam: in-progress from opening the exam until it is submitted (or its
 * deadline passes), then submitted (waiting for a teacher) or graded. One attempt in progress per
 * learner and exam.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the learner's first attempt of the exam, 2 for the next…: their order, and one number once. */
    number: integer().notNull(),
    status: text({ enum: ['in-progress', 'submitted', 'graded'] }).notNull(),
    answers: jsonb().$type<StoredAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    startedAt: at().notNull(),
    deadlineAt: at().notNull(),
    /** The last quick-save; null until the first. */
    savedAt: at(),
    submittedAt: at(),
    score: integer(),
    passed: boolean(),
    review: jsonb().$type<StoredReview[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.examId, t.userId, t.number),
    uniqueIndex('submissions_one_running').on(t.examId, t.userId).where(sql`${t.status} = 'in-progress'`),
  ],
);
