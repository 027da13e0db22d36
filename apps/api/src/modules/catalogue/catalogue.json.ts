// The contract's JSON of the catalogue: Money, Course, CourseSummary and Batch, from rows and views.
import type { V3Schemas } from '@tilawat/sdk';
import { openForEnrollment, seatsLeft } from '../enrollments/enrollments.service';
import type { CourseRow } from './catalogue.repository';
import { type BatchView, type CourseView, priceOf } from './catalogue.service';

type BatchMode = V3Schemas['BatchMode'];

/** Taka as the contract's Money. */
export const tk = (amount: number): V3Schemas['Money'] => ({ amount, currency: 'tk' });

/** The contract's CourseSummary. */
export function courseSummaryJson(row: CourseRow): V3Schemas['CourseSummary'] {
  return { id: row.id, slug: row.slug, title: row.title, level: row.level, cover_image: row.coverImage };
}

/** The contract's Batch: seats left and enrollment_open follow the seats taken (catalogue.service's rules). */
export function batchJson({ batch, taken }: BatchView): V3Schemas['Batch'] {
  return {
    id: batch.id,
    course_id: batch.courseId,
    name: batch.name,
    mode: batch.mode,
    starts_at: batch.startsAt.toISOString(),
    class_days: batch.classDays,
    class_time: batch.classTime,
    duration_minutes: batch.durationMinutes,
    seats_total: seatsLeft(batch, 0) === null ? null : batch.seatsTotal,
    seats_left: seatsLeft(batch, taken),
    price: tk(batch.price),
    original_price: batch.originalPrice === null ? null : tk(batch.originalPrice),
    enrollment_open: openForEnrollment(batch, taken),
    instructor: batch.instructor,
  };
}

const modeOrder: BatchMode[] = ['live', 'on-demand'];

/** The contract's Course: `price_from` is the course's price (catalogue.service's coursePrice), 0 without batches. */
export function courseJson({ course, batches, lessonsCount }: CourseView): V3Schemas['Course'] {
  const modes = new Set(batches.map(({ batch }) => batch.mode));
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    level: course.level,
    cover_image: course.coverImage,
    lessons_count: lessonsCount,
    duration_weeks: course.durationWeeks,
    price_from: tk(priceOf(batches) ?? 0),
    batch_modes: modeOrder.filter((mode) => modes.has(mode)),
  };
}
