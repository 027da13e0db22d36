// The recitation practices of exams' recitation questions (issue 20): one assignment per attempt and
// question, made when the attempt starts and closed when it ends.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { AssignmentInsert, AssignmentRow, PracticeRow } from './practice.repository';
import { practiceAssignments, practices } from './practice.table';

/** Makes an attempt's recitation practices (one per question); those made before are left as they are. */
export async function insertExamAssignments(tx: Tx, values: AssignmentInsert[]): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(practiceAssignments)
    .values(values)
    .onConflictDoNothing({
      target: [practiceAssignments.examSubmissionId, practiceAssignments.examQuestionId],
    });
}

/** The recitation practices of some attempts, each with its learner's practice (null before a recording). */
export function examAssignments(
  db: Db | Tx,
  attemptIds: readonly string[],
): Promise<{ assignment: AssignmentRow; practice: PracticeRow | null }[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select({ assignment: practiceAssignments, practice: practices })
    .from(practiceAssignments)
    .leftJoin(
      practices,
      and(
        eq(practices.assignmentId, practiceAssignments.id),
        eq(practices.learnerId, practiceAssignments.learnerId),
      ),
    )
    .where(inArray(practiceAssignments.examSubmissionId, [...attemptIds]))
    .orderBy(asc(practiceAssignments.id));
}

/** Closes recording of an attempt's recitation practices at `at` (a later close keeps the earlier). */
export async function closeExamAssignments(tx: Tx, attemptId: string, at: Date): Promise<AssignmentRow[]> {
  await tx
    .update(practiceAssignments)
    .set({ closesAt: at })
    .where(
      and(
        eq(practiceAssignments.examSubmissionId, attemptId),
        or(
          isNull(practiceAssignments.closesAt),
          sql`${practiceAssignments.closesAt} > ${at.toISOString()}::timestamptz`,
        ),
      ),
    );
  return tx
    .select()
    .from(practiceAssignments)
    .where(eq(practiceAssignments.examSubmissionId, attemptId))
    .orderBy(asc(practiceAssignments.id));
}
