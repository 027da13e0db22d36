import { CourseCard, EmptyState } from '@tilawat/ui';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { coursePath } from '~/lib/course-mapping';
import { pageMetadata } from '~/lib/page-metadata';
import { getCourses } from '~/lib/queries';
import styles from '~/styles/page.module.css';

export const metadata = pageMetadata({
  title: webBn.catalogue.title,
  description: webBn.catalogue.metaDescription,
  path: '/al-quran-course',
});

/** The catalogue: every published course (GET /api/v3/course, the api's largest page). */
export default async function CataloguePage() {
  const courses = await getCourses(1, 100);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.catalogue.title}</h1>
      <p className={styles.lead}>{webBn.catalogue.intro}</p>
      {!courses.ok ? (
        <FailureState failure={courses} retryHref="/al-quran-course" />
      ) : courses.data.items.length === 0 ? (
        <EmptyState title={webBn.catalogue.emptyTitle} description={webBn.catalogue.emptyText} />
      ) : (
        <>
          <p className={styles.muted}>{webBn.catalogue.count(courses.data.total)}</p>
          <ul className={`${styles.grid} ${styles.section}`}>
            {courses.data.items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} href={coursePath(course)} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
