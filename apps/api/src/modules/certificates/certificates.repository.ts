// The certificates' SQL (issue 40): completion rules, how far a learner is towards one, and the certificates.
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { batches, courses } from '../catalogue/catalogue.table';
import { enrollments } from '../enrollments/enrollments.table';
import { exams, submissions } from '../exams/exams.table';
import { classAttendance, liveClasses } from '../learning/learning.table';
import { practiceAssignments, practiceAyahVerdicts, practices } from '../practice/practice.table';
import { certificateRules, certificates } from './certificates.table';

export type CertificateRuleRow = typeof certificateRules.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

export async function ruleOf(db: Db | Tx, batchId: number): Promise<CertificateRuleRow | undefined> {
  const [row] = await db.select().from(certificateRules).where(eq(certificateRules.batchId, batchId));
  return row;
}

export async function saveRule(tx: Tx, rule: typeof certificateRules.$inferInsert): Promise<void> {
  await tx
    .insert(certificateRules)
    .values(rule)
    .onConflictDoUpdate({
      target: certificateRules.batchId,
      set: {
        examsPassed: rule.examsPassed,
        attendancePercent: rule.attendancePercent ?? null,
        finalRecitationId: rule.finalRecitationId ?? null,
        updatedBy: rule.updatedBy,
        updatedAt: rule.updatedAt,
      },
    });
}

export async function removeRule(tx: Tx, batchId: number): Promise<void> {
  await tx.delete(certificateRules).where(eq(certificateRules.batchId, batchId));
}

/** A practice assignment of the batch for everyone (not one learner's, not an exam's), or undefined. */
export async function batchRecitation(db: Db | Tx, batchId: number, assignmentId: number) {
  const [row] = await db
    .select({ id: practiceAssignments.id })
    .from(practiceAssignments)
    .where(
      and(
        eq(practiceAssignments.id, assignmentId),
        eq(practiceAssignments.batchId, batchId),
        isNull(practiceAssignments.learnerId),
        isNull(practiceAssignments.examSubmissionId),
      ),
    );
  return row;
}

/** How far a learner is towards a batch's rule: its exams, its live classes, and a recitation's verdicts. */
export interface CompletionCounts {
  examsTotal: number;
  examsPassed: number;
  classesTotal: number;
  classesAttended: number;
  /** The recitation's ayahs, and those judged correct in its last review (0 while not reviewed). */
  recitationAyahs: number;
  recitationCorrect: number;
}

/** A count as a column: a sub-query's number, 0 when it has no row. */
const countOf = (query: SQL) => sql<number>`coalesce((${query}), 0)::int`.mapWith(Number);
/** How many exams and live classes the batch of the query's row has (`batches`). */
const examsOfBatch = countOf(
  sql`select count(*) from ${exams} where ${col(exams.batchId)} = ${col(batches.id)}`,
);
const classesOfBatch = countOf(
  sql`select count(*) from ${liveClasses} where ${col(liveClasses.batchId)} = ${col(batches.id)}`,
);

/** One query: the counts a batch's rule is checked against, for one learner. */
export async function completionCounts(
  db: Db | Tx,
  userId: string,
  batchId: number,
  recitationId: number | null,
): Promise<CompletionCounts> {
  const [row] = await db
    .select({
      examsTotal: examsOfBatch,
      examsPassed: countOf(sql`select count(distinct ${col(submissions.examId)}) from ${submissions}
        inner join ${exams} on ${col(exams.id)} = ${col(submissions.examId)}
        where ${col(exams.batchId)} = ${batchId} and ${col(submissions.userId)} = ${userId}
          and ${col(submissions.passed)} = true`),
      classesTotal: classesOfBatch,
      classesAttended: countOf(sql`select count(*) from ${classAttendance}
        inner join ${liveClasses} on ${col(liveClasses.id)} = ${col(classAttendance.liveClassId)}
        where ${col(liveClasses.batchId)} = ${batchId} and ${col(classAttendance.userId)} = ${userId}`),
      recitationAyahs:
        countOf(sql`select ${col(practiceAssignments.ayahTo)} - ${col(practiceAssignments.ayahFrom)} + 1
        from ${practiceAssignments} where ${col(practiceAssignments.id)} = ${recitationId}`),
      recitationCorrect: countOf(sql`select count(*) from ${practices}
        inner join ${practiceAyahVerdicts} on ${col(practiceAyahVerdicts.practiceId)} = ${col(practices.id)}
          and ${col(practiceAyahVerdicts.round)} = ${col(practices.round)}
        where ${col(practices.assignmentId)} = ${recitationId} and ${col(practices.learnerId)} = ${userId}
          and ${col(practices.status)} = 'reviewed' and ${col(practiceAyahVerdicts.verdict)} = 'correct'`),
    })
    .from(batches)
    .where(eq(batches.id, batchId));
  return (
    row ?? {
      examsTotal: 0,
      examsPassed: 0,
      classesTotal: 0,
      classesAttended: 0,
      recitationAyahs: 0,
      recitationCorrect: 0,
    }
  );
}

/** How many exams and live classes a batch has: what its rule's parts are counted against. */
export async function batchTotals(db: Db | Tx, batchId: number) {
  const [row] = await db
    .select({ examsCount: examsOfBatch, classesCount: classesOfBatch })
    .from(batches)
    .where(eq(batches.id, batchId));
  return row ?? { examsCount: 0, classesCount: 0 };
}

/** What a certificate of a learner in a batch says, when the learner is (or was) enrolled in it. */
export async function certificateText(db: Db | Tx, userId: string, batchId: number) {
  const [row] = await db
    .select({
      learnerName: users.name,
      courseTitle: courses.title,
      batchName: batches.name,
      teacherName: batches.instructor,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.batchId, batchId)));
  return row;
}

/** The learners enrolled in a batch (any time): those a new rule is checked for. */
export async function enrolledLearners(db: Db | Tx, batchId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(eq(enrollments.batchId, batchId));
  return rows.map((row) => row.userId);
}

/**
 * Issues a certificate by the rule: only when the learner has none for the batch, standing or revoked
 * (a revoked one is not issued again by itself). Two evaluations at once insert one row: the other meets
 * the standing index and inserts nothing. Answers the new row, or undefined.
 */
export async function issueByRule(tx: Tx, certificate: NewCertificate): Promise<CertificateRow | undefined> {
  const { userId, batchId } = certificate;
  const any = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.batchId, batchId)))
    .limit(1);
  if (any.length > 0) return undefined;
  const [row] = await tx.insert(certificates).values(certificate).onConflictDoNothing().returning();
  return row;
}

/** Issues a certificate by hand: undefined when one stands for the learner and batch. */
export async function issueByHand(tx: Tx, certificate: NewCertificate): Promise<CertificateRow | undefined> {
  const [row] = await tx.insert(certificates).values(certificate).onConflictDoNothing().returning();
  return row;
}

export async function standingOf(db: Db | Tx, userId: string, batchId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(eq(certificates.userId, userId), eq(certificates.batchId, batchId), isNull(certificates.revokedAt)),
    );
  return row;
}

export async function byCode(db: Db | Tx, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

/** A learner's certificates, newest first (the revoked ones too: they see what happened). */
export async function certificatesOf(db: Db | Tx, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.createdAt), asc(certificates.code));
}

/** A batch's certificates, newest first. */
export async function batchCertificates(db: Db | Tx, batchId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.batchId, batchId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.createdAt), asc(certificates.code));
}

/** Revokes a standing certificate; undefined when it was revoked already (or is unknown). */
export async function revoke(tx: Tx, code: string, at: Date, reason: string) {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

export async function markPdfStored(db: Db | Tx, id: string): Promise<void> {
  await db.update(certificates).set({ pdfStored: true }).where(eq(certificates.id, id));
}
