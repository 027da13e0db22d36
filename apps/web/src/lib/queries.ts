import { ApiError, expectData, unwrap, type V2Schemas, type V3Schemas } from '@tilawat/sdk';
import { cache } from 'react';
import { api } from './api';
import { courseSlug } from './course-mapping';
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

/**
 * A course page's data: the course by its slug (`GET /api/v3/course?slug=`), then its v2 detail; null when
 * no course has it, or when the URL segment cannot be a slug (the api would refuse it with a 400).
 */
export const getCourseBySlug = cache(
  (segment: string): Promise<Loaded<V2Schemas['CourseDetail'] | null>> =>
    load(async () => {
      const slug = courseSlug(segment);
      if (!slug) return null;
      const found = await unwrap(
        api.v3.GET('/course', { params: { query: { slug, page: 1, limit: 1 } } }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      });
      const course = found?.items[0];
      if (!course) return null;
      return expectData(api.v2.GET('/course/{id}', { params: { path: { id: course.id } } }));
    }),
);

/** A course by its id (v2 detail: its plans, for the checkout of a bundle plan). */
export const getCourse = cache(
  (id: number): Promise<Loaded<V2Schemas['CourseDetail']>> =>
    load(() => expectData(api.v2.GET('/course/{id}', { params: { path: { id } } }))),
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

/** The shop's catalogues (categories), for the shop's filter. */
export const getCatalogs = cache(
  (): Promise<Loaded<V2Schemas['CatalogPage']>> =>
    load(() => expectData(api.v2.GET('/public/catalog', { params: { query: { page: 1, limit: 50 } } }))),
);

/** One page of the shop's cards, of one catalogue (its sub-catalogues too) or all. */
export const getCards = cache(
  (page: number, limit: number, catalog?: number): Promise<Loaded<V2Schemas['CardPage']>> =>
    load(() =>
      expectData(
        api.v2.GET('/public/card', { params: { query: { page, limit, ...(catalog ? { catalog } : {}) } } }),
      ),
    ),
);

/** A card by its slug with its description and catalogue; null when no card has it. */
export const getCard = cache(
  (slug: string): Promise<Loaded<V2Schemas['CardDetail'] | null>> =>
    load(() =>
      expectData(api.v2.GET('/public/card/{slug}', { params: { path: { slug } } })).catch(
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      ),
    ),
);

/** A catalogue's newest reviews (its cards'), for a card's page. */
export const getCardReviews = cache(
  (catalog: number, card: number): Promise<Loaded<V2Schemas['PublicReviewPage']>> =>
    load(() =>
      expectData(
        api.v2.GET('/public/catalog/{id}/review', {
          params: { path: { id: catalog }, query: { card, page: 1, limit: 10 } },
        }),
      ),
    ),
);
