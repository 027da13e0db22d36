// The public catalogue's statements (issue 18: each page in one statement): courses and batches with the
// columns other areas build over a batch — seats taken (enrollments, over checkout's seat holds), lessons
// and modules (learning), whether the learner is enrolled and their attendance.
import { sql } from 'drizzle-orm';
import { NOW } from '../../db/sql';
import * as catalogue from '../catalogue/catalogue.repository';
import { batches } from '../catalogue/catalogue.table';
import { seatHoldCountSql } from '../checkout/checkout.repository';
import * as enrollments from '../enrollments/enrollments.repository';
import { seatsTakenSql } from '../enrollments/enrollments.repository';
import * as learning from '../learning/learning.repository';

/** A batch's seats taken and a course's recorded lessons (a batch's most), as columns over `batches`. */
const batchColumns = {
  taken: seatsTakenSql(NOW, seatHoldCountSql),
  lessons: catalogue.batchSum(learning.lessonsCountSql),
};
/** A course's batches with their seats taken and lessons, as a column over `courses`. */
const batchesOfCourseSql = catalogue.courseBatchesSql(batchColumns);
export const courseBatchesQuery = catalogue.courseColumnsQuery({ batches: batchesOfCourseSql });
/**
 * The catalogue's page of courses, each with what its price, kinds of batch and lessons are drawn from
 * (its batches' offers: `catalogue.courseOffersSql`), in one statement (issue 18).
 */
export const coursesPage = catalogue.coursesPageQuery({ batches: catalogue.courseOffersSql(batchColumns) });

export const batchWithSeatsQuery = catalogue.batchWithCourseQuery({
  taken: seatsTakenSql(NOW, seatHoldCountSql),
});
/** A batch's page: the batch with its course, seats taken and modules, in one statement (issue 18). */
export const batchPageQuery = catalogue.batchWithCourseQuery({
  taken: seatsTakenSql(NOW, seatHoldCountSql),
  modules: learning.moduleSummariesSql(batches.id),
});
/** The same for a signed-in learner (placeholder `userId`): whether enrolled, and their attendance. */
export const batchForLearnerQuery = catalogue.batchWithCourseQuery({
  taken: seatsTakenSql(NOW, seatHoldCountSql),
  modules: learning.moduleSummariesSql(batches.id),
  enrolled: enrollments.enrolledSql(batches.id, sql.placeholder('userId'), NOW),
  ...learning.attendanceSql(batches.id, sql.placeholder('userId'), NOW),
});
