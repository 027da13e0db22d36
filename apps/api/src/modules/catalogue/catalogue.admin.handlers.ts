import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { personJson } from '../accounts/accounts.json';
import type { UserRow } from '../accounts/accounts.repository';
import type { CatalogueAdmin } from './catalogue.admin.service';
import { batchJson } from './catalogue.json';
import type { BatchRow, CourseRow } from './catalogue.repository';

/** A course as the console's contract writes it (AdminCourse). */
export function adminCourseJson({
  course,
  batchesCount,
}: {
  course: CourseRow;
  batchesCount: number;
}): AdminSchemas['AdminCourse'] {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    level: course.level,
    duration_weeks: course.durationWeeks,
    cover_image: course.coverImage,
    published: course.published,
    position: Math.max(1, course.position),
    batches_count: batchesCount,
  };
}

/** A batch as the console's contract writes it (AdminBatch): the site's Batch, its course, seats taken and teacher. */
export function adminBatchJson({
  batch,
  courseTitle,
  taken,
  teacher,
}: {
  batch: BatchRow;
  courseTitle: string;
  taken: number;
  teacher: UserRow | null;
}): AdminSchemas['AdminBatch'] {
  return {
    ...batchJson({ batch, taken }),
    course_title: courseTitle,
    seats_taken: taken,
    teacher: teacher ? personJson(teacher) : null,
  };
}

/** The console's catalogue (issue 19): courses and batches (admins), a teacher's own batches. */
export function catalogueAdminHandlers(catalogue: CatalogueAdmin): ContractHandlers {
  return {
    admin: {
      adminListCourses: async ({ query }) => ({
        data: mapPage(await catalogue.listCourses({ q: query.q }, query), adminCourseJson),
      }),
      adminCreateCourse: async ({ body, user }) => ({
        data: adminCourseJson(await catalogue.createCourse(user, body)),
      }),
      adminUpdateCourse: async ({ params, body, user }) => ({
        data: adminCourseJson(await catalogue.updateCourse(user, params.id, body)),
      }),
      adminListBatches: async ({ query, user }) => ({
        data: mapPage(await catalogue.listBatches(user, { course: query.course }, query), adminBatchJson),
      }),
      adminCreateBatch: async ({ params, body, user }) => ({
        data: adminBatchJson(await catalogue.createBatch(user, params.id, body)),
      }),
      adminUpdateBatch: async ({ params, body, user }) => ({
        data: adminBatchJson(await catalogue.updateBatch(user, params.id, body)),
      }),
      adminListStaff: async () => ({ data: (await catalogue.staff()).map(personJson) }),
    },
  };
}
