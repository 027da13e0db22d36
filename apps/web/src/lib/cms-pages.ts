import { PRODUCT_NAME } from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import { fieldLimits } from '@tilawat/sdk/field-limits';
import { cache } from 'react';
import { api } from './api';
import { type Loaded, load } from './load';

export type CmsPage = V2Schemas['CmsPage'];

/**
 * The header and footer share the api's `cms/public/` path (`header-footer`), but they are not a page:
 * that slug is never read as one.
 */
const NOT_A_PAGE = new Set(['header-footer']);

/** The contract's `Slug` (lower-case words joined by hyphens), from its generated limits. */
const { pattern: SLUG_PATTERN, maxLength: SLUG_MAX } = fieldLimits.v2.Slug;
const SLUG = new RegExp(SLUG_PATTERN);

/**
 * Whether a path segment can name a CMS page. Anything else (an upper-case path, a dot, a stray
 * `wp-login.php`) is the site's 404 at once, without asking the api.
 */
export function isCmsSlug(segment: string): boolean {
  return segment.length <= SLUG_MAX && SLUG.test(segment) && !NOT_A_PAGE.has(segment);
}

/**
 * One published CMS page (`GET /api/v2/cms/public/{slug}`): about-us, privacy-policy, refund-policy…
 * Deduplicated per request (`generateMetadata` and the page both ask); never throws. Callers check
 * `isCmsSlug` first.
 */
export const getCmsPage = cache(
  (slug: string): Promise<Loaded<CmsPage>> =>
    load(() => expectData(api.v2.GET('/cms/public/{slug}', { params: { path: { slug } } }))),
);

/** A product name at the end of a title, after a dash, bar or colon ("আমাদের সম্পর্কে — তিলাওয়াত"). */
const TRAILING_PRODUCT_NAME = new RegExp(`\\s*[—–|:-]\\s*${PRODUCT_NAME}\\s*$`, 'u');

/**
 * The title a CMS page gives `buildPageMeta`: the editor's `meta_title`, else the page's title. Editors
 * write `meta_title` whole, often already ending with the product name; `buildPageMeta` adds
 * " | তিলাওয়াত" itself, so a product name at the end is taken off first (never the whole title).
 */
export function cmsPageTitle(page: Pick<CmsPage, 'title' | 'meta_title'>): string {
  const written = page.meta_title?.trim() || page.title;
  const bare = written.replace(TRAILING_PRODUCT_NAME, '').trim();
  return bare || written;
}

/** The description a CMS page gives `buildPageMeta`; null lets domain use the site's own. */
export function cmsPageDescription(page: Pick<CmsPage, 'meta_description'>): string | undefined {
  return page.meta_description?.trim() || undefined;
}
