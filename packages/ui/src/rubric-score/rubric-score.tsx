import { mistakeCategories, mistakeSeverities, RUBRIC, type Rubric } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { rubricScore as rubricScoreWords } from '../copy/words/rubric-score';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './rubric-score.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { rubricScore: rubricScoreWords };

export interface RubricScoreProps {
  result: V3Schemas['PracticeScore'];
  /** The rubric the result was scored by, for the explanation: domain's `RUBRIC` unless said otherwise. */
  rubric?: Rubric;
  /** The level of its heading (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A reviewed practice's score by the rubric (`PracticeScore`, from domain's `scoreRecitation`): the
 * score out of the most ("৯৭ / ১০০", read "১০০-এর মধ্যে ৯৭"), then a table of what each kind of
 * mistake cost — kind, severity (domain's Bengali names), how many, how many were counted ("৫টির
 * মধ্যে ৩টি ধরা হয়েছে" when the repeat limit capped it) and the points taken off, with the total —
 * and the rubric in words, its numbers read from domain's `RUBRIC`: what a clear and a hidden
 * mistake cost, how often the same mistake counts, never below zero. No deductions: it says so.
 */
export function RubricScore({ result, rubric = RUBRIC, headingLevel = 3, className }: RubricScoreProps) {
  const t = bn.rubricScore;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const lost = result.deductions.reduce((sum, d) => sum + d.points, 0);

  return (
    <section className={cx(styles.score, className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t.title}
      </Heading>
      <p className={styles.value}>
        <span aria-hidden="true">{t.of(result.score, result.max)}</span>
        <span className={hidden.hidden}>{t.ofText(result.score, result.max)}</span>
      </p>

      {result.deductions.length ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t.deductions}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.severity}</th>
              <th scope="col" className={styles.number}>
                {t.columns.count}
              </th>
              <th scope="col">{t.columns.counted}</th>
              <th scope="col" className={styles.number}>
                {t.columns.points}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.deductions.map((d) => (
              <tr key={`${d.category}:${d.severity}`} data-severity={d.severity}>
                <th scope="row">{mistakeCategories[d.category].bn}</th>
                <td>
                  <span className={styles.severity}>{mistakeSeverities[d.severity].bn}</span>
                </td>
                <td className={styles.number}>{t.count(d.count)}</td>
                <td data-capped={d.counted < d.count || undefined}>
                  {d.counted < d.count ? t.capped(d.counted, d.count) : t.count(d.counted)}
                </td>
                <td className={cx(styles.number, styles.points)}>{t.points(d.points)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t.total}
              </th>
              <td className={cx(styles.number, styles.points)}>{t.points(lost)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className={styles.none}>
          <span aria-hidden="true">✓ </span>
          {t.none}
        </p>
      )}

      <div className={styles.rule}>
        <p className={styles.ruleTitle}>{t.rule}</p>
        <ul className={styles.ruleList}>
          {(['jali', 'khafi'] as const).map((severity) => (
            <li key={severity}>
              <strong>{mistakeSeverities[severity].bn}</strong>: {t.perMistake(rubric.deduction[severity])}
              <span className={styles.ruleHint}>{mistakeSeverities[severity].hint}</span>
            </li>
          ))}
        </ul>
        <p className={styles.ruleText}>{t.ruleSentence(rubric.max, rubric.repeatLimit)}</p>
      </div>
    </section>
  );
}
