// Certificates (issue 40, decision 0027): a batch's completion rule, set by an operator, and the certificates
// issued by it or by hand. A certificate keeps what it says as it was said on the day it was issued (the
// learner's name, the course, the batch, the teacher): a name changed later does not change a certificate
// already shared.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { batches } from '../catalogue/catalogue.table';
import { practiceAssignments } from '../practice/practice.table';

/**
 * What a learner must do to complete a batch: any mix of its exams passed, a share of its live classes
 * attended, and a final recitation (a practice assignment of the batch whose every ayah a teacher judged
 * correct). No row: the batch issues no certificate by itself.
 */
export const certificateRules = pgTable('certificate_rules', {
  batchId: integer()
    .primaryKey()
    .references(() => batches.id, { onDelete: 'cascade' }),
  /** Every exam of the batch passed. */
  examsPassed: boolean().notNull(),
  /** At least this share (1–100 %) of the batch's live classes attended; null: not asked. */
  attendancePercent: integer(),
  /** The practice assignment whose last review must judge every ayah correct; null: not asked. */
  finalRecitationId: integer().references(() => practiceAssignments.id, { onDelete: 'set null' }),
  updatedBy: uuid()
    .notNull()
    .references(() => users.id),
  updatedAt: at().notNull(),
});

export const certificates = pgTable(
  'certificates',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The public code: 12 characters of an unambiguous alphabet, about 59 random bits. */
    code: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    batchName: text().notNull(),
    teacherName: text().notNull(),
    /** The Asia/Dhaka day the learner completed the batch (the day it was issued). */
    completedOn: date({ mode: 'string' }).notNull(),
    /** `rule` (met the batch's completion rule) or `hand` (an operator, with a reason in the audit log). */
    issuedBy: text({ enum: ['rule', 'hand'] }).notNull(),
    issuedAt: at().notNull(),
    revokedAt: at(),
    revokeReason: text(),
    /** The PDF in the FileStorage once made (`media/certificates/<code>/certificate-<code>.pdf`). */
    pdfStored: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.code),
    // one standing certificate per learner and batch: issued exactly once, however many events ask
    uniqueIndex('certificates_one_standing').on(t.userId, t.batchId).where(sql`${t.revokedAt} is null`),
    index().on(t.batchId),
  ],
);
