import {
  ayahVerdicts,
  formatDate,
  hifzTierWords,
  mistakeCategories,
  mistakeSeverities,
} from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { reviewedRecitation as words } from '../copy/words/reviewed-recitation';
import { cx } from '../internal/cx';
import { Correction } from '../marked-ayah/marked-ayah';
import styles from './reviewed-recitation.module.css';

const bn = { reviewedRecitation: words };

export interface ReviewedRecitationProps {
  /** A reviewed practice or hifz recitation as the guardian's view gives it (`GuardianPractice`). */
  recitation: V3Schemas['GuardianPractice'];
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * A recitation as its teacher's last review left it (issue 41): what it was (a practice, or a part of a day
 * of memorisation), the score and the day, each ayah's verdict (✓ / ↻ with its words), and the marked words
 * in Arabic with the mistake's name and severity in Bengali, the teacher's note and their voice correction
 * (the same player as MarkedAyah's). Read only: nothing here acts for the learner.
 */
export function ReviewedRecitation({ recitation, headingLevel = 3, className }: ReviewedRecitationProps) {
  const t = bn.reviewedRecitation;
  const Heading = `h${headingLevel}` as const;
  const kind = recitation.hifz_tier ? t.hifz(hifzTierWords[recitation.hifz_tier].bn) : t.practice;
  return (
    <article className={cx(styles.recitation, className)}>
      <Heading className={styles.title}>
        {kind}: {t.range(recitation.surah_name, recitation.ayah_from, recitation.ayah_to)}
      </Heading>
      <p className={styles.meta}>
        {recitation.score === null ? null : <span>{t.score(recitation.score)}</span>}
        {recitation.reviewed_at ? <span>{t.reviewedOn(formatDate(recitation.reviewed_at))}</span> : null}
      </p>
      <ol className={styles.ayahs}>
        {recitation.ayahs.map((ayah) => (
          <li key={ayah.number} className={styles.ayah}>
            <p className={styles.verdict} data-verdict={ayah.verdict ?? undefined}>
              {t.ayah(ayah.number)}
              {ayah.verdict
                ? ` — ${ayah.verdict === 'correct' ? '✓' : '↻'} ${ayahVerdicts[ayah.verdict].bn}`
                : ''}
            </p>
            {ayah.marks.length === 0 ? (
              <p className={styles.clean}>{t.clean}</p>
            ) : (
              <ul className={styles.marks}>
                {ayah.marks.map((mark) => (
                  <li key={mark.id} className={styles.mark}>
                    <p>
                      <span lang="ar" dir="rtl" className={styles.word}>
                        {mark.word_text}
                      </span>{' '}
                      — {mistakeCategories[mark.category].bn} ({mistakeSeverities[mark.severity].bn})
                    </p>
                    {mark.note ? (
                      <p className={styles.note}>
                        {t.note} {mark.note}
                      </p>
                    ) : null}
                    {mark.correction ? <Correction audio={mark.correction} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
