import type { MetadataRoute } from 'next';
import { env } from '~/env';
import { getCmsPage } from '~/lib/cms-pages';
import { getCourses, getHeaderFooter } from '~/lib/queries';
import { buildSitemap, linkedCmsSlugs } from '~/lib/site-map';

/** Rendered on request: the course list comes from the api, which the build must not need. */
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml: home, the catalogue, every course page and the CMS pages the header and footer link
 * to (without the api, the first two).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [courses, headerFooter] = await Promise.all([getCourses(1, 100), getHeaderFooter()]);
  const candidates = linkedCmsSlugs(headerFooter.ok ? headerFooter.data : null);
  const pages = await Promise.all(candidates.map(getCmsPage));
  const cmsSlugs = candidates.filter((_slug, i) => pages[i]?.ok);
  return buildSitemap(env.SITE_ORIGIN, courses.ok ? courses.data.items : [], new Date(), cmsSlugs);
}
