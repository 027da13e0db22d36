import { formatDigits } from '@tilawat/domain';
import { inputLimits } from '@tilawat/domain/rules';
import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { ratingSummary as ratingSummaryWords } from '../copy/words/rating-summary';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './rating-summary.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { ratingSummary: ratingSummaryWords };

const maxStars = inputLimits.reviewRating.maximum;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The five stars side by side, 24 units apart. */
const starPaths = Array.from({ length: maxStars }, (_, index) => (
  <path key={STAR + String(index)} d={STAR} transform={`translate(${index * 24} 0)`} />
));

export interface RatingSummaryProps {
  /** An item's reviews (`V2Schemas['RatingSummary']`): the average stars and how many. */
  summary: V2Schemas['RatingSummary'];
  className?: string;
}

/** The average to one decimal, in Bengali digits: 4.75 → '৪.৮'. */
function averageText(average: number): string {
  return formatDigits(average.toFixed(1));
}

/**
 * An item's rating: the average to one decimal in Bengali digits, five stars filled to it (drawn,
 * hidden from screen readers) and how many reviews; read as one sentence, '৫-এর মধ্যে ৪.৮,
 * ১২৬টি রিভিউ'. With no reviews: 'এখনও কোনো রিভিউ নেই'.
 */
export function RatingSummary({ summary, className }: RatingSummaryProps) {
  // An id usable in url(#…) whatever characters React's ids hold.
  const clipId = `rating-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const t = bn.ratingSummary;

  if (summary.count === 0) {
    return (
      <p className={cx(styles.summary, styles.none, className)} data-count="0">
        {t.none}
      </p>
    );
  }

  const average = Math.min(Math.max(summary.average, 0), maxStars);
  const text = averageText(average);
  const width = 24 * maxStars;

  return (
    <p className={cx(styles.summary, className)} data-count={summary.count}>
      <span className={styles.average} aria-hidden="true">
        {text}
      </span>
      <svg
        className={styles.stars}
        width={width}
        height="24"
        viewBox={`0 0 ${width} 24`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={(width * average) / maxStars} height="24" />
          </clipPath>
        </defs>
        <g className={styles.empty}>{starPaths}</g>
        <g className={styles.full} clipPath={`url(#${clipId})`}>
          {starPaths}
        </g>
      </svg>
      <span className={styles.count} aria-hidden="true">
        {t.count(summary.count)}
      </span>
      <span className={hidden.hidden}>{t.label(text, maxStars, summary.count)}</span>
    </p>
  );
}
