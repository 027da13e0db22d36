// The contract's Course of the public pages: a course with its batches, lessons and price.
import type { V3Schemas } from '@tilawat/sdk';
import { tk } from '../catalogue/catalogue.json';
import { priceOf } from '../catalogue/course-price';
import type { CourseView } from './course-pages.service';

type BatchMode = V3Schemas['BatchMode'];

const modeOrder: BatchMode[] = ['live', 'on-demand'];

/** The contract's Course: `price_from` is the course's price (catalogue/course-price.ts), 0 without batches. */
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
