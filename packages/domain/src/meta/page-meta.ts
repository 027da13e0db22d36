import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '../copy/brand';

/** The product specification's default title: 'Learn Quran Online' followed by the product name. */
export const DEFAULT_TITLE = `Learn Quran Online | ${PRODUCT_NAME}`;
/** The product specification's limits: a meta title of 60 characters, a description of 155. */
export const META_TITLE_LIMIT = 60;
export const META_DESCRIPTION_LIMIT = 155;

const ELLIPSIS = '…';

/**
 * Shortens text to at most `limit` characters (code points, so Bengali
 * conjuncts are never split mid-character), cutting at a word boundary and
 * ending with '…' when anything was cut.
 */
export function truncateAtWord(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  const room = chars.slice(0, limit - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:—–-]+$/u, '')}${ELLIPSIS}`;
}

export interface PageMetaInput {
  /** The page's own title; the product name is added after it. */
  title?: string | null;
  description?: string | null;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description of a page, within the product specification's limits (above). */
export function buildPageMeta({ title, description }: PageMetaInput = {}): PageMeta {
  const suffix = ` | ${PRODUCT_NAME}`;
  const pageTitle = title?.trim();
  return {
    title: pageTitle
      ? `${truncateAtWord(pageTitle, META_TITLE_LIMIT - Array.from(suffix).length)}${suffix}`
      : DEFAULT_TITLE,
    description: truncateAtWord(description?.trim() || DEFAULT_DESCRIPTION, META_DESCRIPTION_LIMIT),
  };
}
