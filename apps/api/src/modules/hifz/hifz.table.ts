// Memorisation (issue 41, decision 0030): a teacher's targets, each learner's place in a target, the units
// they memorised with FSRS's card of each, every rating given, and the day's recitations. Ayahs are named
// by their place in the mushaf, 1–6,236 (`@tilawat/domain/hifz`).
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';
import { practiceAssignments, practices } from '../practice/practice.table';

const ratings = ['again', 'hard', 'good', 'easy'] as const;

/** A batch's target (`learnerId` null) or one learner's in it (theirs applies instead of the batch's). */
export const hifzTargets = pgTable(
  'hifz_targets',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    learnerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    firstAyah: integer().notNull(),
    lastAyah: integer().notNull(),
    /** New ayahs a day (sabaq). */
    dailyNew: integer().notNull(),
    /** The most ayahs a day asks in all. */
    dailyLimit: integer().notNull(),
    /** Ayahs in a unit of revision. */
    unitAyahs: integer().notNull(),
    updatedBy: uuid()
      .notNull()
      .references(() => users.id),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('hifz_targets_batch_key').on(t.batchId).where(sql`${t.learnerId} is null`),
    uniqueIndex('hifz_targets_learner_key').on(t.batchId, t.learnerId).where(sql`${t.learnerId} is not null`),
    index().on(t.learnerId),
  ],
);

/** Where a learner's new ayahs go on from under a target; no row: from the target's first ayah. */
export const hifzPlans = pgTable(
  'hifz_plans',
  {
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => hifzTargets.id, { onDelete: 'cascade' }),
    /** The next ayah to give as sabaq; past the target's last: every ayah given. */
    nextAyah: integer().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerId, t.targetId] })],
);

/**
 * A unit a learner memorises (an ayah, or a range inside one surah), whatever target gave it, with FSRS's
 * card of it (`@tilawat/domain/hifz` HifzCard) and its last rating.
 */
export const hifzUnits = pgTable(
  'hifz_units',
  {
    id: serial().primaryKey(),
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstAyah: integer().notNull(),
    lastAyah: integer().notNull(),
    /** The Asia/Dhaka day it was (last) given as sabaq; null when a teacher took it as already memorised. */
    introducedOn: date({ mode: 'string' }),
    due: at().notNull(),
    stability: real().notNull(),
    difficulty: real().notNull(),
    scheduledDays: integer().notNull(),
    reps: integer().notNull(),
    lapses: integer().notNull(),
    state: integer().notNull(),
    lastReview: at(),
    lastRating: text({ enum: ratings }),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.learnerId, t.firstAyah), index().on(t.learnerId, t.due)],
);

/** Every rating a unit was given: by the teacher's review of a practice, or by the learner alone. */
export const hifzReviews = pgTable(
  'hifz_reviews',
  {
    id: serial().primaryKey(),
    unitId: integer()
      .notNull()
      .references(() => hifzUnits.id, { onDelete: 'cascade' }),
    source: text({ enum: ['teacher', 'self'] }).notNull(),
    rating: text({ enum: ratings }).notNull(),
    /** The practice and round a teacher's rating came from. */
    practiceId: uuid().references(() => practices.id, { onDelete: 'set null' }),
    round: integer(),
    reviewedBy: uuid()
      .notNull()
      .references(() => users.id),
    reviewedAt: at().notNull(),
  },
  (t) => [index().on(t.unitId, t.reviewedAt)],
);

/** A recitation of a learner's day: begun (its practice) or rated by the learner, kept on that day's list. */
export const hifzRecitations = pgTable(
  'hifz_recitations',
  {
    id: serial().primaryKey(),
    learnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => hifzTargets.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    tier: text({ enum: ['sabaq', 'sabqi', 'manzil'] }).notNull(),
    firstAyah: integer().notNull(),
    lastAyah: integer().notNull(),
    /** The practice it is recorded on; null while only rated. */
    assignmentId: integer().references(() => practiceAssignments.id, { onDelete: 'set null' }),
    /** The learner's own rating of it that day. */
    selfRating: text({ enum: ratings }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.learnerId, t.targetId, t.day, t.tier, t.firstAyah),
    uniqueIndex().on(t.assignmentId),
  ],
);
