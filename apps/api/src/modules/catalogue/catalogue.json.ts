// The contract's JSON of the catalogue: Money, CourseSummary and Batch, from rows and views.
import type { V3Schemas } from '@tilawat/sdk';
import type { CourseSummaryRow } from './catalogue.repository';
import { type BatchView, openForEnrollment, seatsLeft } from './seats';

/** Taka as the contract's Money. */
export const tk = (amount: number): V3Schemas['Money'] => ({ amount, currency: 'tk' });

/** The contract's CourseSummary. */
export function courseSummaryJson(row: CourseSummaryRow): V3Schemas['CourseSummary'] {
  return { id: row.id, slug: row.slug, title: row.title, level: row.level, cover_image: row.coverImage };
}

/** The contract's Batch: seats left and enrollment_open follow the seats taken (seats.ts). */
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
