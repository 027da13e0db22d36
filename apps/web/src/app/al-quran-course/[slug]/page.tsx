import { checkoutQuery, routes } from '@tilawat/domain';
import { bn, EmptyState, PlanCard, PriceTag } from '@tilawat/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BatchList } from '~/components/batch-list';
import { CourseSyllabus } from '~/components/course-syllabus';
import { FailureState } from '~/components/failure-state';
import { LeadSection } from '~/components/lead-section';
import { webBn } from '~/copy/bn';
import { coursePath, sortBatchesForSale, syllabusToModules } from '~/lib/course-mapping';
import { pageMetadata } from '~/lib/page-metadata';
import { getCourseBySlug } from '~/lib/queries';
import styles from '~/styles/page.module.css';

interface CoursePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: CoursePageProps): Promise<Metadata> {
  const { slug } = await params;
  const result = await getCourseBySlug(slug);
  if (!result.ok || !result.data) return pageMetadata({ path: `/al-quran-course/${slug}` });
  const course = result.data;
  return pageMetadata({
    title: course.title,
    description: `${course.subtitle}। ${course.description}`,
    path: coursePath(course),
  });
}

/**
 * A course page: the course (its id from `GET /api/v3/course?slug=`, then v2 `GET /course/{id}` for
 * CourseDetail), its batches, its bundle plans and its syllabus.
 */
export default async function CoursePage({ params }: CoursePageProps) {
  const { slug } = await params;
  const result = await getCourseBySlug(slug);
  if (!result.ok && result.status === 404) notFound();
  if (!result.ok) {
    return (
      <div className={`${styles.container} ${styles.section}`}>
        <FailureState failure={result} retryHref={`/al-quran-course/${slug}`} />
      </div>
    );
  }
  const course = result.data;
  if (!course) notFound();

  const batches = sortBatchesForSale(course.batches);
  const modules = syllabusToModules(course.syllabus);

  return (
    <article className={`${styles.container} ${styles.section}`} aria-labelledby="course-title">
      <p className={styles.breadcrumb}>
        <a href="/al-quran-course" className={styles.textLink}>
          {webBn.course.backToCatalogue}
        </a>
      </p>
      <h1 id="course-title" className={styles.pageTitle}>
        {course.title}
      </h1>
      <p className={styles.lead}>{course.subtitle}</p>
      <ul className={styles.facts} aria-label={webBn.course.facts}>
        <li>{bn.course.levels[course.level]}</li>
        <li>{bn.course.lessons(course.lessons_count)}</li>
        <li>{bn.course.weeks(course.duration_weeks)}</li>
      </ul>
      <PriceTag price={course.price_from} prefix={bn.course.priceFrom} size="lg" />
      <p>{course.description}</p>

      <section className={styles.section} aria-labelledby="batches-title">
        <h2 id="batches-title" className={styles.title}>
          {webBn.course.batchesTitle}
        </h2>
        {batches.length > 0 ? (
          <BatchList batches={batches} className={`${styles.grid} ${styles.section}`} />
        ) : (
          <EmptyState headingLevel={3} description={webBn.course.batchesEmpty} />
        )}
      </section>

      {course.plans.length > 0 ? (
        <section className={`${styles.section} ${styles.deferred}`} aria-labelledby="plans-title">
          <h2 id="plans-title" className={styles.title}>
            {webBn.course.plansTitle}
          </h2>
          <ul className={`${styles.grid} ${styles.section}`}>
            {course.plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  headingLevel={3}
                  href={`${routes.checkout}${checkoutQuery({ kind: 'plan', courseId: course.id, planId: plan.id })}`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${styles.section} ${styles.deferred}`} aria-labelledby="syllabus-title">
        <h2 id="syllabus-title" className={styles.title}>
          {webBn.course.syllabusTitle}
        </h2>
        {modules.length > 0 ? (
          <CourseSyllabus modules={modules} />
        ) : (
          <EmptyState headingLevel={3} description={webBn.course.syllabusEmpty} />
        )}
      </section>

      <div className={`${styles.section} ${styles.deferred}`}>
        <LeadSection title={webBn.lead.title} titleClassName={styles.title} defaultCourse={course.id} />
      </div>
    </article>
  );
}
