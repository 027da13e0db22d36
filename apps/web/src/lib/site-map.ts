import type { V2Schemas } from '@tilawat/sdk';
import type { MetadataRoute } from 'next';
import { isCmsSlug } from './cms-pages';
import { coursePath } from './course-mapping';

/**
 * The links of the published header and footer that may be CMS pages (`/about-us`, `/privacy-policy`…;
 * also the site's own `/al-quran-course`, which the api then does not know): the contract has no list of
 * CMS pages, and a page nobody links to is not one to announce. The sitemap keeps those the api serves.
 */
export function linkedCmsSlugs(headerFooter: V2Schemas['HeaderFooter'] | null): string[] {
  if (!headerFooter) return [];
  const links = [...headerFooter.header_links, ...headerFooter.footer_columns.flatMap((c) => c.links)];
  const slugs = links
    .filter((link) => !link.external)
    .map((link) => /^\/([^/?#]+)\/?$/.exec(link.href)?.[1])
    .filter((slug): slug is string => slug !== undefined && isCmsSlug(slug));
  return [...new Set(slugs)];
}

/** The public pages a search engine should know; the course pages come from the catalogue. */
export function buildSitemap(
  siteOrigin: string,
  courses: readonly { slug: string }[],
  now: Date = new Date(),
  cmsSlugs: readonly string[] = [],
): MetadataRoute.Sitemap {
  const origin = siteOrigin.replace(/\/+$/, '');
  return [
    { url: `${origin}/`, lastModified: now, changeFrequency: 'daily', priority: 1 },
    { url: `${origin}/al-quran-course`, lastModified: now, changeFrequency: 'daily', priority: 0.9 },
    { url: `${origin}/orientation`, lastModified: now, changeFrequency: 'daily', priority: 0.7 },
    ...courses.map((course) => ({
      url: `${origin}${coursePath(course)}`,
      lastModified: now,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...cmsSlugs.map((slug) => ({
      url: `${origin}/${slug}`,
      lastModified: now,
      changeFrequency: 'monthly' as const,
      priority: 0.3,
    })),
  ];
}
