import { GirihPattern } from '@tilawat/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditorHtml } from '~/components/editor-html';
import { FailureState } from '~/components/failure-state';
import { cmsPageDescription, cmsPageTitle, getCmsPage, isCmsSlug } from '~/lib/cms-pages';
import { pageMetadata } from '~/lib/page-metadata';
import styles from '~/styles/page.module.css';
import cms from './cms-page.module.css';

interface CmsPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: CmsPageProps): Promise<Metadata> {
  const { slug } = await params;
  const path = `/${slug}`;
  if (!isCmsSlug(slug)) return pageMetadata({ path });
  const result = await getCmsPage(slug);
  if (!result.ok) return pageMetadata({ path });
  return pageMetadata({
    title: cmsPageTitle(result.data),
    description: cmsPageDescription(result.data),
    path: `/${result.data.slug}`,
  });
}

/**
 * A page the editors publish in the CMS (`GET /api/v2/cms/public/{slug}`) at its own slug: /about-us,
 * /privacy-policy, /refund-policy, and any page published later. The routes of the site's own folders
 * (/login, /al-quran-course, later /shop…) come first; an unknown slug is the site's 404.
 * `body_html` is sanitised by the api (specs/v2.yaml `CmsPage`) and drawn through the same HTML policy
 * again (`EditorHtml`, issue 35).
 */
export default async function CmsPage({ params }: CmsPageProps) {
  const { slug } = await params;
  if (!isCmsSlug(slug)) notFound();
  const result = await getCmsPage(slug);
  if (!result.ok && result.status === 404) notFound();
  if (!result.ok) {
    return (
      <div className={`${styles.container} ${styles.section}`}>
        <FailureState failure={result} retryHref={`/${slug}`} />
      </div>
    );
  }
  const page = result.data;
  return (
    <article aria-labelledby="cms-title">
      <header className={cms.head}>
        <GirihPattern className={styles.heroPattern} />
        <div className={styles.container}>
          <h1 id="cms-title" className={cms.title}>
            {page.title}
          </h1>
        </div>
      </header>
      <div className={`${styles.container} ${styles.section}`}>
        <EditorHtml className={cms.body} html={page.body_html} />
      </div>
    </article>
  );
}
