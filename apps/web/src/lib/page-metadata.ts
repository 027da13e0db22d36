import { buildPageMeta, PRODUCT_NAME } from '@tilawat/domain';
import type { Metadata } from 'next';

export interface PageMetadataInput {
  /** The page's own title; the site's default title when absent. */
  title?: string;
  /** A Bengali description; domain's default when absent. */
  description?: string;
  /** The page's path, for its canonical URL and `og:url` (resolved against `metadataBase`). */
  path?: string;
}

/**
 * A page's Next.js metadata from domain's `buildPageMeta` (title ≤ 60 characters with the
 * "| তিলাওয়াত" suffix, description ≤ 155, both cut at a word), with Open Graph and a canonical URL.
 * Every page builds its whole `openGraph` here because Next replaces, not merges, a parent's one.
 */
export function pageMetadata({ title, description, path = '/' }: PageMetadataInput = {}): Metadata {
  const meta = buildPageMeta({ title, description });
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'bn_BD',
      siteName: PRODUCT_NAME,
      title: meta.title,
      description: meta.description,
      url: path,
    },
  };
}
