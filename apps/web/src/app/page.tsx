import { CourseCard, EmptyState, GirihPattern, PromoBar } from '@tilawat/ui';
import { FailureState } from '~/components/failure-state';
import { LeadSection } from '~/components/lead-section';
import { webBn } from '~/copy/bn';
import { coursePath } from '~/lib/course-mapping';
import { pageMetadata } from '~/lib/page-metadata';
import { getCourses, getPublicPromos } from '~/lib/queries';
import styles from '~/styles/page.module.css';

export const metadata = pageMetadata({ path: '/' });

/** The home page: the running offer, a hero, and the courses (GET /api/v3/promo/public, /api/v3/course). */
export default async function HomePage() {
  const [promos, courses] = await Promise.all([getPublicPromos(), getCourses(1, 6)]);
  const promo = promos.ok ? promos.data[0] : undefined;

  return (
    <>
      {promo ? <PromoBar promo={promo} /> : null}

      <section className={styles.hero} aria-labelledby="hero-title">
        <GirihPattern className={styles.heroPattern} />
        <div className={styles.container}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {webBn.home.heroTitle}
          </h1>
          <p className={styles.heroText}>{webBn.home.heroText}</p>
          <a href="/al-quran-course" className={styles.primaryLink}>
            {webBn.home.heroAction}
          </a>
        </div>
      </section>

      <section className={`${styles.container} ${styles.section}`} aria-labelledby="courses-title">
        <div className={styles.sectionHead}>
          <h2 id="courses-title" className={styles.title}>
            {webBn.home.coursesTitle}
          </h2>
          {courses.ok && courses.data.total > courses.data.items.length ? (
            <a href="/al-quran-course" className={styles.textLink}>
              {webBn.home.allCourses}
            </a>
          ) : null}
        </div>
        {!courses.ok ? (
          <FailureState failure={courses} retryHref="/" headingLevel={3} />
        ) : courses.data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={webBn.catalogue.emptyTitle}
            description={webBn.catalogue.emptyText}
          />
        ) : (
          <ul className={styles.grid}>
            {courses.data.items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} href={coursePath(course)} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={`${styles.container} ${styles.section} ${styles.deferred}`}>
        <LeadSection
          title={webBn.lead.title}
          titleClassName={styles.title}
          courses={courses.ok ? courses.data.items.map(({ id, title }) => ({ id, title })) : undefined}
        />
      </div>
    </>
  );
}
