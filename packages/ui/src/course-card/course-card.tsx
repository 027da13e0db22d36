import { batchModes } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { course as courseWords } from '../copy/words/course';
import { GirihPattern } from '../girih-pattern/girih-pattern';
import { cx } from '../internal/cx';
import { PriceTag } from '../price-tag/price-tag';
import styles from './course-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { course: courseWords };

export interface CourseCardProps {
  /** A course as the catalogue lists it (`GET /api/v3/course`). */
  course: V3Schemas['Course'];
  /** The course page; the whole card is one link to it. */
  href: string;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A course in the catalogue: cover, title, level, size, how it is taught and the lowest price. */
export function CourseCard({ course, href, headingLevel = 3, className }: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.cover}>
        {course.cover_image ? (
          <img src={course.cover_image} alt="" loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <GirihPattern />
        )}
        <span className={styles.level}>{bn.course.levels[course.level]}</span>
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <a href={href} className={styles.link}>
            {course.title}
          </a>
        </Heading>
        <p className={styles.subtitle}>{course.subtitle}</p>
        <ul className={styles.facts}>
          <li>{bn.course.lessons(course.lessons_count)}</li>
          <li>{bn.course.weeks(course.duration_weeks)}</li>
        </ul>
        <ul className={styles.modes} aria-label={bn.course.modes}>
          {course.batch_modes.map((mode) => (
            <li key={mode} className={styles.mode} data-mode={mode}>
              {batchModes[mode].bn}
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <PriceTag price={course.price_from} prefix={bn.course.priceFrom} size="sm" />
          <span className={styles.cta} aria-hidden="true">
            {bn.course.details} →
          </span>
        </div>
      </div>
    </article>
  );
}
