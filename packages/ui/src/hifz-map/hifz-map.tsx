import { formatDate, hifzStateWords } from '@tilawat/domain';
import { toBengaliDigits } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { hifz as hifzWords } from '../copy/words/hifz';
import { cx } from '../internal/cx';
import styles from './hifz-map.module.css';

const bn = { hifz: hifzWords };

type State = V3Schemas['HifzAyahState'];
const order: State[] = ['memorised', 'shaky', 'due', 'not-started'];

export interface HifzMapProps {
  /** The target's surahs, each with its ayahs' states and due days (`HifzPlan.map`). */
  map: readonly V3Schemas['HifzMapSurah'][];
  counts: V3Schemas['HifzCounts'];
  headingLevel?: 2 | 3;
  className?: string;
}

const countOf = (counts: V3Schemas['HifzCounts'], state: State) =>
  state === 'not-started' ? counts.not_started : counts[state];

/**
 * A learner's map of a memorisation target (issue 41): how many ayahs are memorised, shaky, due and not
 * started (a legend with the counts, each state a colour and a shape so that colour is never the only
 * sign), and every surah as a row of small cells, one per ayah. Each row is read out as one sentence
 * (`role="img"`: "সূরা আন-নাবা: ৩টি আয়াত মুখস্থ, …"); each cell's title names the ayah, its state and
 * when it is due next, for a pointer.
 */
export function HifzMap({ map, counts, headingLevel = 2, className }: HifzMapProps) {
  const t = bn.hifz;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.map, className)} aria-label={t.mapTitle}>
      <Heading className={styles.title}>{t.mapTitle}</Heading>
      <ul className={styles.legend}>
        {order.map((state) => (
          <li key={state}>
            <span className={styles.swatch} data-state={state} aria-hidden="true" />
            {hifzStateWords[state].bn}: {t.count(toBengaliDigits(String(countOf(counts, state))))}
          </li>
        ))}
      </ul>
      <ol className={styles.surahs}>
        {map.map((surah) => {
          const tally = order
            .map((state) => [state, surah.states.filter((s) => s === state).length] as const)
            .filter(([, n]) => n > 0)
            .map(([state, n]) => `${t.count(toBengaliDigits(String(n)))} ${hifzStateWords[state].bn}`)
            .join(', ');
          return (
            <li key={surah.surah} className={styles.surah}>
              <span className={styles.surahName} aria-hidden="true">
                {surah.surah_name}
              </span>
              <span className={styles.cells} role="img" aria-label={t.surahSummary(surah.surah_name, tally)}>
                {surah.states.map((state, i) => {
                  const ayah = toBengaliDigits(String(surah.ayah_from + i));
                  const due = surah.due[i];
                  const title = [
                    t.ayahState(ayah, hifzStateWords[state].bn),
                    due ? t.dueOn(formatDate(due)) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ');
                  // biome-ignore lint/suspicious/noArrayIndexKey: an ayah's place in its surah is its identity
                  return <span key={i} className={styles.cell} data-state={state} title={title} />;
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
