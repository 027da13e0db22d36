import type { MetadataRoute } from 'next';
import { env } from '~/env';
import { getCourses } from '~/lib/queries';
import { buildSitemap } from '~/lib/site-map';

/** Rendered on request: the course list comes from the api, which the build must not need. */
export const dynamic = 'force-dynamic';

/** /sitemap.xml: home, the catalogue and every course page (without the api, the first two). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const courses = await getCourses(1, 100);
  return buildSitemap(env.SITE_ORIGIN, courses.ok ? courses.data.items : []);
}
