import { expectData, unwrap, type V2Schemas, type V3Schemas } from '@tilawat/sdk';
import { cache } from 'react';
import { api } from './api';
import { resolveCourseBySlug } from './course-mapping';
import { type Loaded, load } from './load';

/**
 * The public reads of the site, one function each, deduplicated per request with React's `cache`
 * (the layout, `generateMetadata` and the page may ask the same thing). None of them throws.
 */

export const getHeaderFooter = cache(
  (): Promise<Loaded<V2Schemas['HeaderFooter']>> =>
    load(() => expectData(api.v2.GET('/cms/public/header-footer'))),
);

export const getPublicPromos = cache(
  (): Promise<Loaded<V3Schemas['Promo'][]>> => load(() => unwrap(api.v3.GET('/promo/public'))),
);

export const getCourses = cache(
  (page = 1, limit = 24): Promise<Loaded<V3Schemas['CoursePage']>> =>
    load(() => unwrap(api.v3.GET('/course', { params: { query: { page, limit } } }))),
);

/** A course page's data: the course by slug (through the catalogue), then its v2 detail; null when unknown. */
export const getCourseBySlug = cache(
  (slug: string): Promise<Loaded<V2Schemas['CourseDetail'] | null>> =>
    load(async () => {
      const course = await resolveCourseBySlug(slug, (page, limit) =>
        unwrap(api.v3.GET('/course', { params: { query: { page, limit } } })),
      );
      if (!course) return null;
      return expectData(api.v2.GET('/course/{id}', { params: { path: { id: course.id } } }));
    }),
);

/** A batch with its course (the checkout's order summary); anonymous, so `enrolled` is always false here. */
export const getBatch = cache(
  (id: number): Promise<Loaded<V3Schemas['BatchDetail']>> =>
    load(() => unwrap(api.v3.GET('/batch/{id}', { params: { path: { id } } }))),
);

/** A free recording (public): the recording page's title, and its 404 for an id that is not free. */
export const getFreeRecording = cache(
  (id: number): Promise<Loaded<V3Schemas['Recording']>> =>
    load(() => unwrap(api.v3.GET('/recording/free/{id}', { params: { path: { id } } }))),
);
