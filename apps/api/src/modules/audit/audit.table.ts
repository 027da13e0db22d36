// The audit log (issue 19): every write made through the operator console, appended, never changed.
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.table';

/** A recorded field: what JSON holds of a record (texts, amounts, flags, null). */
export type AuditValue = string | number | boolean | null;
export type AuditRecord = Record<string, AuditValue>;

/** What a console write did (the contract's AuditAction). */
export const auditActions = [
  'order.move',
  'order.refund',
  'lead.update',
  'course.create',
  'course.update',
  'batch.create',
  'batch.update',
  'module.create',
  'module.update',
  'lesson.create',
  'lesson.update',
  'review.mark',
  'learner.sign-out',
  'enrollment.add',
  'enrollment.remove',
  'promo.create',
  'promo.update',
  'coupon.issue',
  'class.create',
  'class.update',
  'attendance.mark',
  'orientation.create',
  'orientation.update',
  'order.cancel',
  'exam.create',
  'exam.update',
  'question.add',
  'question.replace',
  'lesson.video-upload',
  'lesson.video-ready',
  'lesson.note-add',
  'lesson.note-remove',
  'practice.assign',
  'practice.mark',
  'practice.unmark',
  'practice.verdict',
  'practice.correction',
  'practice.review',
  'job.retry',
  'certificate.rule',
  'certificate.issue',
  'certificate.revoke',
  // memorisation (issue 41): a target set, a learner's plan moved
  'hifz.target',
  'hifz.shift',
  // guardians (issue 41): the school made a learner's pairing code, unlinked a guardian
  'guardian.code',
  'guardian.remove',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order entries were appended in (two writes in the same millisecond keep their order). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Who wrote (an admin or a teacher); their account is never deleted while the log names it. */
    actorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was done: `order.move`, `order.refund`, … (the contract's AuditAction). */
    action: text({ enum: auditActions }).notNull(),
    /** The record written, `kind:id`. */
    target: text().notNull(),
    before: jsonb().$type<AuditRecord>(),
    after: jsonb().$type<AuditRecord>(),
    at: at().notNull(),
  },
  (t) => [index().on(t.seq), index().on(t.target, t.seq), index().on(t.action, t.seq)],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;
