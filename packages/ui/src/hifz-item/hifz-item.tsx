import { hifzRatingWords, hifzTierWords } from '@tilawat/domain';
import { toBengaliDigits } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import type { ReactNode } from 'react';
import { hifz as hifzWords } from '../copy/words/hifz';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './hifz-item.module.css';

const bn = { hifz: hifzWords };

export interface HifzItemProps {
  item: V3Schemas['HifzItem'];
  /** What the learner may do with it (start or open its practice, rate it): the page's own controls. */
  children?: ReactNode;
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * One recitation of a learner's day of memorisation (issue 41): its part of the day (সবক, সবকি, মানযিল —
 * with what it is), the surah and ayahs, where it stands (not started, recording, waiting for the teacher,
 * reviewed; the learner's own rating), and its ayahs in Arabic with the words marked before highlighted —
 * the learner's weak words, each followed for screen readers by how often it was marked.
 */
export function HifzItem({ item, children, headingLevel = 3, className }: HifzItemProps) {
  const t = bn.hifz;
  const Heading = `h${headingLevel}` as const;
  const tier = hifzTierWords[item.tier];
  const range = t.range(
    item.surah_name,
    toBengaliDigits(String(item.ayah_from)),
    toBengaliDigits(String(item.ayah_to)),
  );
  const status = item.practice_status === null ? t.status.none : t.status[item.practice_status];
  const weak = item.ayahs.some((ayah) => ayah.words.some((word) => word.marks > 0));
  return (
    <article className={cx(styles.item, className)} data-tier={item.tier}>
      <Heading className={styles.title}>
        <span className={styles.tier}>{tier.bn}</span> {range}
      </Heading>
      <p className={styles.hint}>{tier.hint}</p>
      <p className={styles.status}>
        {status}
        {item.self_rating ? ` · ${t.selfRated(hifzRatingWords[item.self_rating].bn)}` : ''}
      </p>
      <p className={styles.hint}>{weak ? t.weakLegend : t.noWeak}</p>
      <ol className={styles.ayahs}>
        {item.ayahs.map((ayah) => (
          <li key={ayah.number} className={styles.ayah}>
            <span className={styles.number}>{t.ayah(toBengaliDigits(String(ayah.number)))}</span>
            <p lang="ar" dir="rtl" className={styles.text}>
              {ayah.words.map((word) => (
                <span key={word.index}>
                  {word.marks > 0 ? (
                    <mark className={styles.weak}>
                      {word.text}
                      <span className={hidden.hidden}>
                        {' '}
                        {t.weakWord(toBengaliDigits(String(word.marks)))}
                      </span>
                    </mark>
                  ) : (
                    word.text
                  )}{' '}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
