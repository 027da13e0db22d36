// The gradebook's SQL (issue 40): a batch's learners and their results — exams, live classes, recitation
// practice and certificate — in a handful of grouped queries, however many learners the batch has.
import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { enrollments } from '../enrollments/enrollments.table';
import { exams, questions, submissions } from '../exams/exams.table';
import { classAttendance, liveClasses } from '../learning/learning.table';
import { practiceAssignments, practiceAyahVerdicts, practices } from '../practice/practice.table';

export async function gradebookRows(db: Db, batchId: number) {
  const [learners, batchExams, best, classes, attended, assignments, reviewed] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        email: users.email,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.batchId, batchId))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({
        id: exams.id,
        title: exams.title,
        totalMarks: sql<number>`coalesce((select sum(${col(questions.marks)}) from ${questions}
          where ${col(questions.examId)} = ${col(exams.id)}), 0)`.mapWith(Number),
      })
      .from(exams)
      .where(eq(exams.batchId, batchId))
      .orderBy(asc(exams.opensAt), asc(exams.id)),
    db
      .select({
        userId: submissions.userId,
        examId: submissions.examId,
        score: max(submissions.score),
        passed: sql<boolean>`coalesce(bool_or(${col(submissions.passed)}), false)`,
      })
      .from(submissions)
      .innerJoin(exams, eq(exams.id, submissions.examId))
      .where(and(eq(exams.batchId, batchId), eq(submissions.status, 'graded')))
      .groupBy(submissions.userId, submissions.examId),
    db.select({ total: count() }).from(liveClasses).where(eq(liveClasses.batchId, batchId)),
    db
      .select({ userId: classAttendance.userId, attended: count() })
      .from(classAttendance)
      .innerJoin(liveClasses, eq(liveClasses.id, classAttendance.liveClassId))
      .where(eq(liveClasses.batchId, batchId))
      .groupBy(classAttendance.userId),
    db
      .select({
        id: practiceAssignments.id,
        surah: practiceAssignments.surah,
        ayahFrom: practiceAssignments.ayahFrom,
        ayahTo: practiceAssignments.ayahTo,
      })
      .from(practiceAssignments)
      .where(
        and(
          eq(practiceAssignments.batchId, batchId),
          isNull(practiceAssignments.learnerId),
          isNull(practiceAssignments.examSubmissionId),
        ),
      )
      .orderBy(asc(practiceAssignments.createdAt), asc(practiceAssignments.id)),
    db
      .select({
        userId: practices.learnerId,
        assignmentId: practices.assignmentId,
        status: practices.status,
        score: practices.score,
        correct: sql<number>`(select count(*) from ${practiceAyahVerdicts}
          where ${col(practiceAyahVerdicts.practiceId)} = ${col(practices.id)}
            and ${col(practiceAyahVerdicts.round)} = ${col(practices.round)}
            and ${col(practiceAyahVerdicts.verdict)} = 'correct')`.mapWith(Number),
      })
      .from(practices)
      .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
      .where(eq(practiceAssignments.batchId, batchId)),
  ]);
  return {
    learners,
    exams: batchExams,
    best,
    classesTotal: classes[0]?.total ?? 0,
    attended,
    assignments,
    reviewed,
  };
}

export type GradebookRows = Awaited<ReturnType<typeof gradebookRows>>;
