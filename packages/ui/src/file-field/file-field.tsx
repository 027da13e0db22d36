import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import buttonStyles from '../button/button.module.css';
import { fileField as fileFieldWords } from '../copy/words/file-field';
import { Field } from '../field/field';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './file-field.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { fileField: fileFieldWords };

export interface FileFieldProps {
  /** The field's name, e.g. 'পিডিএফ ফাইল': the input's accessible name. */
  label: string;
  /** What the input takes, e.g. 'video/*' or 'application/pdf,.pdf'. */
  accept?: string;
  hint?: string;
  /** A Bengali refusal shown under the field (aria-invalid, described by it). */
  error?: string;
  disabled?: boolean;
  /** The chosen file, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  /** Clears the shown name when it changes (the page resets the field after an upload). */
  resetKey?: string | number;
  /** Picked files are handed on at once and the input emptied, so the same file can be picked again (an upload that starts on choice). */
  immediate?: boolean;
  className?: string;
}

/**
 * A Bengali file picker. The browser's own `<input type="file">` says "Choose File / No file chosen"
 * in English whatever the page's language and is too wide for a 360 px phone, so the real input
 * stays in the page out of sight (focusable, opened with Enter or Space, in the Tab order) and its
 * `<label>` — the `label` prop — is drawn as the kit's secondary button, showing the focus ring
 * while the input has it. Beside it the chosen file's name (long names wrap), or
 * "কোনো ফাইল বাছাই হয়নি"; the name describes the input and is announced politely when it changes.
 * Label, hint, error, `aria-describedby` and `aria-invalid` are Field's, as in TextField.
 *
 * A choice goes to `onFile` (null when it was cleared). With `immediate` the file goes at once and
 * the input is emptied, so the same file can be picked again after a failed upload. A new
 * `resetKey` clears the shown name and the input (the page does it after an upload).
 */
export function FileField({
  label,
  accept,
  hint,
  error,
  disabled = false,
  onFile,
  resetKey,
  immediate = false,
  className,
}: FileFieldProps) {
  const t = bn.fileField;
  const chosenId = `${useId()}-chosen`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  // A new resetKey clears the shown name (adjusted while rendering, not in an effect)…
  const [lastKey, setLastKey] = useState(resetKey);
  if (resetKey !== lastKey) {
    setLastKey(resetKey);
    setChosen(null);
  }
  // …and the input's own file, so a form reading it finds none. The input keeps its place (and focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resetKey` empties the input on purpose.
  useEffect(() => {
    if (inputRef.current) inputRef.current.value = '';
  }, [resetKey]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (immediate) {
      // Emptied so that choosing the same file again (after a failed upload) is a change too.
      event.target.value = '';
      if (!file) return;
    }
    setChosen(file?.name ?? null);
    onFile(file);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={cx(styles.fileField, className)}
      labelProps={{
        className: cx(buttonStyles.button, styles.pick),
        'data-variant': 'secondary',
        'data-size': 'md',
        'data-disabled': disabled ? '' : undefined,
      }}
    >
      {(control) => (
        <>
          <input
            ref={inputRef}
            type="file"
            accept={accept}
            disabled={disabled}
            {...control}
            aria-describedby={[chosenId, control['aria-describedby']].filter(Boolean).join(' ')}
            className={hidden.hidden}
            onChange={choose}
          />
          <span
            id={chosenId}
            className={styles.chosen}
            data-empty={chosen === null ? '' : undefined}
            aria-live="polite"
          >
            {chosen === null ? (
              t.none
            ) : (
              <>
                <span className={hidden.hidden}>{t.chosen} </span>
                {chosen}
              </>
            )}
          </span>
        </>
      )}
    </Field>
  );
}
