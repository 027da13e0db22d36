import type { MetadataRoute } from 'next';
import { coursePath } from './course-mapping';

/** The public pages a search engine should know; the course pages come from the catalogue. */
export function buildSitemap(
  siteOrigin: string,
  courses: readonly { slug: string }[],
  now: Date = new Date(),
): MetadataRoute.Sitemap {
  const origin = siteOrigin.replace(/\/+$/, '');
  return [
    { url: `${origin}/`, lastModified: now, changeFrequency: 'daily', priority: 1 },
    { url: `${origin}/al-quran-course`, lastModified: now, changeFrequency: 'daily', priority: 0.9 },
    ...courses.map((course) => ({
      url: `${origin}${coursePath(course)}`,
      lastModified: now,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}
