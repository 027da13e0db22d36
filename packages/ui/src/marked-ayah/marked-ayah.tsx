import { ayahVerdicts, mistakeCategories, mistakeSeverities } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { type KeyboardEvent, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { markedAyah as markedAyahWords } from '../copy/words/marked-ayah';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './marked-ayah.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { markedAyah: markedAyahWords };

type Mark = V3Schemas['PracticeMark'];
type Severity = V3Schemas['MistakeSeverity'];

export interface MarkedAyahProps {
  number: number;
  words: V3Schemas['PracticeWord'][];
  /** The ayah's marks (`PracticeAyah.marks`); marks of other ayahs are left out. */
  marks: V3Schemas['PracticeMark'][];
  verdict: V3Schemas['AyahVerdict'] | null;
  /** The console: every word is a button (to mark it); the learner: only marked words are. */
  selectable?: boolean;
  /**
   * The word whose marks show (its `index`); null for none. Leave it out and the component keeps its
   * own (a second tap on the shown word hides its marks again).
   */
  selectedWord?: number | null;
  onSelectWord?: (word: number) => void;
  /** The console: take a mark back. */
  onRemoveMark?: (markId: string) => void;
  /** The level of the "আয়াত ২" heading (3 by default); the marks' heading is one below. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The word's worst mark: a clear mistake outweighs a hidden one. */
function worstSeverity(marks: readonly Mark[]): Severity | null {
  if (marks.some((mark) => mark.severity === 'jali')) return 'jali';
  return marks.length ? 'khafi' : null;
}

const verdictIcon: Record<V3Schemas['AyahVerdict'], string> = { correct: '✓', 'needs-work': '↻' };

/**
 * One voice correction: a player with both files (WebM first) when ready, else what is happening. Also the
 * guardian's view of a reviewed recitation (ReviewedRecitation).
 */
export function Correction({ audio }: { audio: V3Schemas['PracticeAudio'] }) {
  const t = bn.markedAyah;
  if (audio.status === 'processing') {
    return <p className={styles.correctionNote}>{t.correctionProcessing}</p>;
  }
  const sources = [
    audio.webm_url ? { src: audio.webm_url, type: 'audio/webm' } : null,
    audio.mp4_url ? { src: audio.mp4_url, type: 'audio/mp4' } : null,
  ].filter((source) => source !== null);
  if (audio.status === 'failed' || sources.length === 0) {
    return <p className={styles.correctionNote}>{t.correctionFailed}</p>;
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a few seconds of the teacher reciting the word shown above; the note says it in words.
    <audio className={styles.player} controls preload="none" aria-label={t.correction}>
      {sources.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </audio>
  );
}

/**
 * An ayah as its words (`lang="ar"`, right to left, the Quran face) with the teacher's marks: each
 * marked word underlined by its worst mistake — wavy for a clear one (jali), dotted for a hidden one
 * (khafi) — with a shape after it (✗ / △) and a colour, a legend under the ayah, and "২টি ভুল
 * চিহ্নিত" for screen readers. The verdict is a badge by the heading (✓ সঠিক / ↻ আবার অনুশীলন দরকার).
 *
 * For the learner only marked words are buttons (`aria-expanded`, controlling the panel under the
 * ayah); in the console (`selectable`) every word is, `aria-pressed` when chosen for marking. The
 * words are one toolbar: Tab enters at the chosen word, ←/→ move in reading order (right to left),
 * Home/End. A tap shows the word's marks below (not a hover tooltip): category and severity in
 * Bengali (domain's names, with the category's reminder), the note, and the teacher's voice
 * correction as `<audio controls>` with a WebM and an MP4 source ("সংশোধন তৈরি হচ্ছে" while it is
 * converted); `onRemoveMark` adds "মুছে ফেলুন" to each (the focus returns to the word). When the
 * page lets the chosen word go (`selectedWord` back to null) and the focus has fallen to the page —
 * the console's picker closed by Escape or by marking — the focus returns to that word.
 */
export function MarkedAyah({
  number,
  words,
  marks,
  verdict,
  selectable = false,
  selectedWord,
  onSelectWord,
  onRemoveMark,
  headingLevel = 3,
  className,
}: MarkedAyahProps) {
  const t = bn.markedAyah;
  const id = useId();
  const headingId = `${id}-heading`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  const PanelHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  const [ownSelection, setOwnSelection] = useState<number | null>(null);
  const controlled = selectedWord !== undefined;
  const [focusedWord, setFocusedWord] = useState<number | null>(null);
  const wordsRef = useRef<HTMLDivElement>(null);
  const lostFocus = useRef(false);

  const ayahMarks = marks.filter((mark) => mark.ayah === number);
  const byWord = new Map<number, Mark[]>();
  for (const mark of ayahMarks) byWord.set(mark.word, [...(byWord.get(mark.word) ?? []), mark]);

  const isButton = (index: number) => selectable || byWord.has(index);
  const buttonWords = words.filter((word) => isButton(word.index)).map((word) => word.index);
  const requested = controlled ? selectedWord : ownSelection;
  const selected = requested !== null && words.some((word) => word.index === requested) ? requested : null;
  const selectedText = words.find((word) => word.index === selected)?.text;
  const selectedMarks = selected === null ? [] : (byWord.get(selected) ?? []);
  // The panel opens for a chosen word with marks, and in the console for any chosen word.
  const open = selected !== null && (selectable || selectedMarks.length > 0);
  const tabStop =
    [selected, focusedWord].find((word) => word !== null && buttonWords.includes(word)) ?? buttonWords[0];

  const choose = (index: number) => {
    if (!controlled) setOwnSelection(selectable || ownSelection !== index ? index : null);
    onSelectWord?.(index);
  };

  // A removed mark takes its button with it: the focus goes back to the word.
  const trackRemove = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    return () => {
      if (document.activeElement === node) lostFocus.current = true;
    };
  }, []);
  // When the chosen word is let go while the focus was in something that has left with it (the
  // console's picker, closed by Escape or by marking), the focus goes back to that word.
  const lastSelected = useRef(selected);
  useLayoutEffect(() => {
    const before = lastSelected.current;
    lastSelected.current = selected;
    const lost = lostFocus.current;
    lostFocus.current = false;
    const back = lost ? selected : before !== null && selected === null ? before : null;
    if (back === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    wordsRef.current?.querySelector<HTMLElement>(`[data-word="${back}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(wordsRef.current?.querySelectorAll<HTMLButtonElement>('button[data-word]') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    // The words run right to left: ← is the next word, → the one before.
    const next = { ArrowLeft: at + 1, ArrowRight: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus();
  };

  const severityOf = (index: number) => worstSeverity(byWord.get(index) ?? []);

  return (
    <article
      className={cx(styles.ayah, className)}
      aria-labelledby={headingId}
      data-verdict={verdict ?? undefined}
    >
      <div className={styles.head}>
        <Heading id={headingId} className={styles.number}>
          {t.ayah(number)}
        </Heading>
        {verdict ? (
          <span className={styles.verdict} data-verdict={verdict}>
            <span aria-hidden="true">{verdictIcon[verdict]}</span> {ayahVerdicts[verdict].bn}
          </span>
        ) : null}
      </div>

      {buttonWords.length === 0 ? (
        <p className={styles.words} lang="ar" dir="rtl">
          {words.map((word) => word.text).join(' ')}
        </p>
      ) : (
        <div
          ref={wordsRef}
          className={styles.words}
          role="toolbar"
          aria-label={t.words(number)}
          lang="ar"
          dir="rtl"
          onKeyDown={onKeyDown}
        >
          {words.map((word, i) => {
            const severity = severityOf(word.index);
            const count = byWord.get(word.index)?.length ?? 0;
            const space = i < words.length - 1 ? ' ' : null;
            if (!isButton(word.index)) {
              return (
                <span key={word.index}>
                  <span className={styles.word}>{word.text}</span>
                  {space}
                </span>
              );
            }
            const chosen = selected === word.index;
            return (
              <span key={word.index}>
                <button
                  type="button"
                  className={styles.word}
                  data-word={word.index}
                  data-severity={severity ?? undefined}
                  tabIndex={tabStop === word.index ? 0 : -1}
                  aria-pressed={selectable ? chosen : undefined}
                  aria-expanded={selectable ? undefined : chosen && open}
                  aria-controls={selectable ? undefined : panelId}
                  onFocus={() => setFocusedWord(word.index)}
                  onClick={() => choose(word.index)}
                >
                  {word.text}
                  {severity ? (
                    <span className={styles.markIcon} data-severity={severity} aria-hidden="true" />
                  ) : null}
                  {count ? (
                    <span className={hidden.hidden} lang="bn">
                      {` ${t.markedCount(count)}`}
                    </span>
                  ) : null}
                </button>
                {space}
              </span>
            );
          })}
        </div>
      )}

      {ayahMarks.length ? (
        <p className={styles.legend} aria-hidden="true">
          <span>{t.legend}</span>
          {(['jali', 'khafi'] as const).map((severity) => (
            <span key={severity} className={styles.legendItem}>
              <span className={styles.sample} data-severity={severity}>
                {t.legendSample}
                <span className={styles.markIcon} data-severity={severity} />
              </span>
              {mistakeSeverities[severity].bn}
            </span>
          ))}
        </p>
      ) : null}
      {selectable ? (
        <p className={styles.hint}>{t.consoleHint}</p>
      ) : ayahMarks.length ? (
        <p className={styles.hint}>{t.learnerHint}</p>
      ) : null}

      {/* Always in the page, so the words' aria-controls has its panel. */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <>
            <PanelHeading className={styles.panelHeading}>
              {t.marksOf}{' '}
              <span lang="ar" dir="rtl" className={styles.panelWord}>
                {selectedText}
              </span>
            </PanelHeading>
            {selectedMarks.length === 0 ? (
              <p className={styles.noMarks}>{t.noMarks}</p>
            ) : (
              <ul className={styles.marks}>
                {selectedMarks.map((mark) => {
                  const kindId = `${id}-mark-${mark.id}`;
                  const category = mistakeCategories[mark.category];
                  return (
                    <li key={mark.id} className={styles.mark} data-severity={mark.severity}>
                      <p id={kindId} className={styles.kind}>
                        <span className={styles.markIcon} data-severity={mark.severity} aria-hidden="true" />
                        <strong>{category.bn}</strong>
                        <span className={styles.severity}>{mistakeSeverities[mark.severity].bn}</span>
                      </p>
                      <p className={styles.categoryHint}>{category.hint}</p>
                      {mark.note ? (
                        <p className={styles.note}>
                          <span className={styles.label}>{t.note}</span> {mark.note}
                        </p>
                      ) : null}
                      {mark.correction ? (
                        <div className={styles.correction}>
                          <span className={styles.label}>{t.correction}</span>
                          <Correction audio={mark.correction} />
                        </div>
                      ) : null}
                      {onRemoveMark ? (
                        <Button
                          ref={trackRemove}
                          variant="ghost"
                          className={styles.remove}
                          aria-describedby={kindId}
                          onClick={() => onRemoveMark(mark.id)}
                        >
                          {t.remove}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </article>
  );
}
