// The practice area's reads and writes for learners' days of memorisation (issue 41): see hifz-practices.ts.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import type { AssignmentInsert } from './practice.repository';
import { practiceAssignments, practiceMarks, practices } from './practice.table';

export async function insertHifzAssignment(tx: Tx, values: AssignmentInsert): Promise<number> {
  const [row] = await tx.insert(practiceAssignments).values(values).returning({ id: practiceAssignments.id });
  if (!row) throw new Error('the hifz practice was not inserted');
  return row.id;
}

/** Where the learner stands in each of some assignments (no row: nothing recorded yet). */
export function practiceStates(db: Db | Tx, learnerId: string, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ assignmentId: practices.assignmentId, status: practices.status, round: practices.round })
    .from(practices)
    .where(and(eq(practices.learnerId, learnerId), inArray(practices.assignmentId, [...assignmentIds])));
}

/**
 * How many marks each word of a surah's ayahs `from`–`to` received in the learner's practices, every
 * round, every kind of practice.
 */
export function wordMarkCounts(db: Db | Tx, learnerId: string, surah: number, from: number, to: number) {
  return db
    .select({ ayah: practiceMarks.ayah, word: practiceMarks.word, count: sql<number>`count(*)::int` })
    .from(practiceMarks)
    .innerJoin(practices, eq(practices.id, practiceMarks.practiceId))
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
    .where(
      and(
        eq(practices.learnerId, learnerId),
        eq(practiceAssignments.surah, surah),
        gte(practiceMarks.ayah, from),
        lte(practiceMarks.ayah, to),
      ),
    )
    .groupBy(col(practiceMarks.ayah), col(practiceMarks.word));
}
