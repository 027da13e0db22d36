import {
  type MistakeCategory,
  type MistakeGroup,
  type MistakeSeverity,
  mistakeCategories,
  mistakeCategoryOrder,
  mistakeGroups,
  mistakeSeverities,
} from '@tilawat/domain';
import { fieldMessages, inputLimits } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { wordMarkPicker as wordMarkPickerWords } from '../copy/words/word-mark-picker';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import styles from './word-mark-picker.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { wordMarkPicker: wordMarkPickerWords };

/**
 * A note's longest length: `PracticeMarkPayload.note` (specs/admin.yaml, maxLength 500; the console's
 * contract has no generated limits, so a test holds this to the spec).
 */
export const PRACTICE_NOTE_MAX = 500;

/** What the teacher submits for one word (the page adds the ayah and the word's index). */
export interface WordMark {
  category: MistakeCategory;
  severity: MistakeSeverity;
  /** Trimmed; null when empty. */
  note: string | null;
}

export interface WordMarkPickerProps {
  word: V3Schemas['PracticeWord'];
  /** The mark is on its way: the submit button waits and ignores presses. */
  busy?: boolean;
  /** The server's refusal, in Bengali: an alert by the buttons. */
  error?: string | null;
  onSubmit: (mark: WordMark) => void;
  onCancel: () => void;
  /** The severity chosen at first ('khafi', a hidden mistake); j / k change it. */
  defaultSeverity?: MistakeSeverity;
  /** Takes the focus when it opens, so its keys work at once (true by default). */
  autoFocus?: boolean;
  /** The level of its heading (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const groupOrder = [
  ...new Set(mistakeCategoryOrder.map((c) => mistakeCategories[c].group)),
] as MistakeGroup[];
const severityOrder = Object.keys(mistakeSeverities) as MistakeSeverity[];

type Choice = { kind: 'category'; value: MistakeCategory } | { kind: 'severity'; value: MistakeSeverity };

/** Each shortcut (domain's, one character: '4', 'q', 'j') and what it chooses. */
const shortcuts = new Map<string, Choice>([
  ...mistakeCategoryOrder.map(
    (value) => [mistakeCategories[value].shortcut, { kind: 'category', value }] as const,
  ),
  ...severityOrder.map((value) => [mistakeSeverities[value].shortcut, { kind: 'severity', value }] as const),
]);

/** The physical keys of a shortcut, for layouts whose key gives another character (Bengali: Digit4 → '৪'). */
function codesOf(shortcut: string): string[] {
  return /^[0-9]$/.test(shortcut)
    ? [`Digit${shortcut}`, `Numpad${shortcut}`]
    : [`Key${shortcut.toUpperCase()}`];
}

const byCode = new Map<string, Choice>(
  [...shortcuts].flatMap(([shortcut, choice]) => codesOf(shortcut).map((code) => [code, choice] as const)),
);

/** The choice a key press makes: by the character when it is a Latin letter or digit, else by the physical key. */
export function shortcutChoice(key: string, code: string): Choice | undefined {
  const character = key.length === 1 ? key.toLowerCase() : '';
  if (/^[0-9a-z]$/.test(character)) return shortcuts.get(character);
  return character ? byCode.get(code) : undefined;
}

const invisible = new RegExp(inputLimits.multilineTextPattern, 'u');

/**
 * The console's form that marks one word (`word`, shown large, right to left, in the Quran face) by
 * the rubric, all from `@tilawat/domain`: the category as native radios grouped by domain's groups
 * (হরফ ও তাজবিদ, নূন ও মীম সাকিন, থামা ও শুরু করা), each with its reminder and its key (`kbd`,
 * `aria-keyshortcuts`); the severity (স্পষ্ট / গোপন ভুল, keys j and k); an optional note (up to 500
 * characters, counted in Bengali digits); "চিহ্নিত করুন" and "বাতিল করুন".
 *
 * Keys while the focus is inside it (it takes the focus when it opens): a category's or severity's
 * key chooses it and moves the focus to it (never with Ctrl, Alt or ⌘, never while typing the
 * note); Enter on a choice submits; Escape cancels. The category is required: submitting without
 * one says so beside the categories and moves the focus to them. `busy` makes the submit button
 * wait; the server's `error` is an alert by the buttons. A new `word` starts a new form.
 */
export function WordMarkPicker(props: WordMarkPickerProps) {
  return <Picker key={`${props.word.index}:${props.word.text}`} {...props} />;
}

function Picker({
  word,
  busy = false,
  error,
  onSubmit,
  onCancel,
  defaultSeverity = 'khafi',
  autoFocus = true,
  headingLevel = 3,
  className,
}: WordMarkPickerProps) {
  const t = bn.wordMarkPicker;
  const id = useId();
  const titleId = `${id}-title`;
  const categoryErrorId = `${id}-category-error`;
  const Heading = `h${headingLevel}` as const;
  const formRef = useRef<HTMLFormElement>(null);
  const [category, setCategory] = useState<MistakeCategory | null>(null);
  const [severity, setSeverity] = useState<MistakeSeverity>(defaultSeverity);
  const [note, setNote] = useState('');
  const [categoryError, setCategoryError] = useState(false);
  const [noteError, setNoteError] = useState(false);

  useEffect(() => {
    if (autoFocus) formRef.current?.focus();
  }, [autoFocus]);

  const radio = (name: 'category' | 'severity', value: string) =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${name}"][value="${value}"]`);

  const chooseCategory = (value: MistakeCategory) => {
    setCategory(value);
    setCategoryError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (category === null) {
      setCategoryError(true);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-category"]`)?.focus();
      return;
    }
    const trimmed = note.trim();
    if (trimmed && !invisible.test(trimmed)) {
      setNoteError(true);
      formRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
      return;
    }
    onSubmit({ category, severity, note: trimmed || null });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.ctrlKey || event.altKey || event.metaKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement) return;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type === 'radio') {
      event.preventDefault();
      formRef.current?.requestSubmit();
      return;
    }
    const choice = shortcutChoice(event.key, event.code);
    if (!choice) return;
    event.preventDefault();
    if (choice.kind === 'category') chooseCategory(choice.value);
    else setSeverity(choice.value);
    radio(choice.kind, choice.value)?.focus();
  };

  return (
    // tabIndex -1: the form takes the focus when it opens, so its keyboard shortcuts work at once.
    <form
      ref={formRef}
      className={cx(styles.picker, className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      noValidate
      tabIndex={-1}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {t.title}
        </Heading>
        <p className={styles.word}>
          <span lang="ar" dir="rtl" className={styles.arabic}>
            {word.text}
          </span>
          <span className={styles.place}>{t.word(word.index)}</span>
        </p>
      </div>

      <fieldset className={styles.fieldset} data-invalid={categoryError ? '' : undefined}>
        <legend className={styles.legend}>{t.category}</legend>
        {groupOrder.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.groupLegend}>{mistakeGroups[group].bn}</legend>
            <div className={styles.options}>
              {mistakeCategoryOrder
                .filter((value) => mistakeCategories[value].group === group)
                .map((value) => {
                  const info = mistakeCategories[value];
                  const nameId = `${id}-${value}`;
                  const hintId = `${id}-${value}-hint`;
                  return (
                    <label key={value} className={styles.option}>
                      <input
                        type="radio"
                        name={`${id}-category`}
                        value={value}
                        checked={category === value}
                        onChange={() => chooseCategory(value)}
                        className={styles.radio}
                        aria-labelledby={nameId}
                        aria-describedby={categoryError ? `${hintId} ${categoryErrorId}` : hintId}
                        aria-invalid={categoryError || undefined}
                        aria-keyshortcuts={info.shortcut}
                      />
                      <span className={styles.optionText}>
                        <span id={nameId} className={styles.optionName}>
                          {info.bn}
                        </span>
                        <span id={hintId} className={styles.optionHint}>
                          {info.hint}
                        </span>
                      </span>
                      <span className={styles.key} aria-hidden="true">
                        <kbd className={styles.kbd}>{info.shortcut}</kbd>
                      </span>
                    </label>
                  );
                })}
            </div>
          </fieldset>
        ))}
        <div className={fieldStyles.errorSlot} aria-live="polite">
          {categoryError ? (
            <p id={categoryErrorId} className={fieldStyles.error}>
              <span aria-hidden="true" className={fieldStyles.errorIcon}>
                !
              </span>
              {t.categoryRequired}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.severity}</legend>
        <div className={styles.options} data-kind="severity">
          {severityOrder.map((value) => {
            const info = mistakeSeverities[value];
            const nameId = `${id}-${value}`;
            const hintId = `${id}-${value}-hint`;
            return (
              <label key={value} className={styles.option} data-severity={value}>
                <input
                  type="radio"
                  name={`${id}-severity`}
                  value={value}
                  checked={severity === value}
                  onChange={() => setSeverity(value)}
                  className={styles.radio}
                  aria-labelledby={nameId}
                  aria-describedby={hintId}
                  aria-keyshortcuts={info.shortcut}
                />
                <span className={styles.optionText}>
                  <span id={nameId} className={styles.optionName}>
                    {info.bn}
                  </span>
                  <span id={hintId} className={styles.optionHint}>
                    {info.hint}
                  </span>
                </span>
                <span className={styles.key} aria-hidden="true">
                  <kbd className={styles.kbd}>{info.shortcut}</kbd>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <Field
        label={t.note}
        optional
        hint={t.counter(note.length, PRACTICE_NOTE_MAX)}
        error={noteError ? fieldMessages.invisibleCharacter : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={PRACTICE_NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(false);
            }}
            className={cx(fieldStyles.control, styles.note)}
          />
        )}
      </Field>

      {/* Always there, so the server's refusal is announced when it comes. */}
      <div role="alert" className={styles.alertSlot}>
        {error ? <p className={styles.formError}>{error}</p> : null}
      </div>

      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
      <p className={styles.keys}>{t.keys}</p>
    </form>
  );
}
