import { mistakeCategories, mistakeSeverities } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { mistakeSummary as mistakeSummaryWords } from '../copy/words/mistake-summary';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './mistake-summary.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { mistakeSummary: mistakeSummaryWords };

export interface MistakeSummaryProps {
  summary: V3Schemas['MistakeSummaryResponse']['data'];
  /** The level of its heading (3 by default); its two lists' headings are one below. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The learner's mistakes across their reviews (`GET /practice/mistakes`): "৩টি মূল্যায়নে মোট ১৪টি
 * চিহ্ন", the most frequent kinds — category and severity in Bengali (domain's names), the count as
 * words ("৫ বার") and as a bar beside it (drawn, hidden from screen readers: the words carry it),
 * its colour and a wavy or dotted rule by severity — and the words to drill, in the Quran's script
 * with their place ("১:২", read "সূরা ১, আয়াত ২") and how often they were marked, most first as the
 * server sorts them. Before any review, an empty state saying what will appear; reviewed without a
 * single mark, a word of encouragement.
 */
export function MistakeSummary({ summary, headingLevel = 3, className }: MistakeSummaryProps) {
  const t = bn.mistakeSummary;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  if (summary.reviewed === 0) {
    return (
      <EmptyState
        className={className}
        headingLevel={headingLevel}
        title={t.emptyTitle}
        description={t.empty}
      />
    );
  }

  const most = Math.max(1, ...summary.kinds.map((kind) => kind.count));
  const clean = summary.kinds.length === 0 && summary.words.length === 0;

  return (
    <section className={cx(styles.summary, className)} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>
          {t.title}
        </Heading>
        <p className={styles.basis}>{t.basis(summary.reviewed, summary.marks)}</p>
      </div>

      {clean ? (
        <div className={styles.clean}>
          <p className={styles.cleanTitle}>
            <span aria-hidden="true">✓ </span>
            {t.cleanTitle}
          </p>
          <p className={styles.cleanText}>{t.clean(summary.reviewed)}</p>
        </div>
      ) : null}

      {summary.kinds.length ? (
        <div className={styles.part}>
          <Sub id={`${id}-kinds`} className={styles.partTitle}>
            {t.kinds}
          </Sub>
          <ol className={styles.kinds} aria-labelledby={`${id}-kinds`}>
            {summary.kinds.map((kind) => (
              <li
                key={`${kind.category}:${kind.severity}`}
                className={styles.kind}
                data-severity={kind.severity}
              >
                <span className={styles.kindName}>
                  <strong>{mistakeCategories[kind.category].bn}</strong>{' '}
                  <span className={styles.severity}>{mistakeSeverities[kind.severity].bn}</span>
                </span>
                <span className={styles.count}>{t.times(kind.count)}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ inlineSize: `${(kind.count / most) * 100}%` }} />
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {summary.words.length ? (
        <div className={styles.part}>
          <Sub id={`${id}-words`} className={styles.partTitle}>
            {t.words}
          </Sub>
          <ol className={styles.words} aria-labelledby={`${id}-words`}>
            {summary.words.map((word) => (
              <li key={`${word.surah}:${word.ayah}:${word.word}`} className={styles.word}>
                <span lang="ar" dir="rtl" className={styles.arabic}>
                  {word.text}
                </span>
                <span className={styles.reference}>
                  <span aria-hidden="true">{t.reference(word.surah, word.ayah)}</span>
                  <span className={hidden.hidden}>{t.referenceText(word.surah, word.ayah)}</span>
                </span>
                <span className={styles.count}>{t.times(word.count)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
