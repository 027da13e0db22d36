import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkAvatarFile, fileSizeText } from '@tilawat/domain';
import { type ChangeEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import buttonStyles from '../button/button.module.css';
import { avatarUpload as avatarUploadWords } from '../copy/words/avatar-upload';
import { cx } from '../internal/cx';
import styles from './avatar-upload.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { avatarUpload: avatarUploadWords };

/** What the file picker offers: the avatar types the contract takes (JPEG, PNG, WebP). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/**
 * The letters that stand for a name without a photo: the first letter of its first and last words
 * ('আব্দুল্লাহ আল মামুন' → 'আম', 'rahima begum' → 'RB'), one for a single word, '' for none.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export interface AvatarUploadProps {
  /** The learner's photo (`User.avatar`), or null: their initials in a circle stand for it. */
  src: string | null;
  /** The learner's name: the photo's text alternative and the initials. */
  name: string;
  /**
   * A chosen file that passed domain's `checkAvatarFile` (JPEG, PNG or WebP within `maxBytes`): the
   * page sends it (`POST /user/upload-avatar`, field `avatar`). A refused file is never passed.
   */
  onUpload: (file: File) => void | Promise<void>;
  /** The photo is on its way: a status line says so, and the picker does not open. */
  uploading?: boolean;
  /** The server's `msg` when the upload failed (413, 415, unreadable…): announced, the old photo shown. */
  error?: string | null;
  /** The most bytes a photo may have; the contract's 2 MB (`AVATAR_MAX_BYTES`) when not given. */
  maxBytes?: number;
  className?: string;
}

/**
 * The learner's photo, 96 px round (or their initials when there is none), and a real file input
 * labelled 'ছবি বেছে নিন' — drawn as a button, reached and opened with the keyboard like any input.
 * A chosen file is checked first (domain's `checkAvatarFile`): refused, the message shows beside the
 * button and nothing is sent; accepted, it shows at once as a local preview and goes to `onUpload`.
 * While `uploading` a status line says so; a server `error` is announced and the old photo comes
 * back. The preview's object URL is revoked when it is replaced, when `src` changes (the server's
 * photo takes its place) and on unmount.
 */
export function AvatarUpload({
  src,
  name,
  onUpload,
  uploading = false,
  error,
  maxBytes = AVATAR_MAX_BYTES,
  className,
}: AvatarUploadProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const t = bn.avatarUpload;
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  // A new photo from the server replaces the preview (adjusted while rendering, not in an effect).
  const [lastSrc, setLastSrc] = useState(src);
  if (src !== lastSrc) {
    setLastSrc(src);
    setPreview(null);
  }

  // Each preview's object URL is let go once it is replaced or the component leaves.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const message = localError ?? error ?? null;
  // A failed upload shows the photo the account still has, not the preview of the refused one.
  const shown = error && !uploading ? src : (preview ?? src);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after an error) is a change too.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file, maxBytes);
    if (problem) {
      setLocalError(problem);
      return;
    }
    setLocalError(null);
    setPreview(URL.createObjectURL(file));
    void onUpload(file);
  };

  // The picker does not open while a photo is on its way (the input stays focusable: no lost focus).
  const block = (event: MouseEvent<HTMLInputElement>) => {
    if (uploading) event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a photo and its picker, named together; not a form's fieldset (it may sit outside any form).
    <div className={cx(styles.upload, className)} role="group" aria-label={t.title}>
      {shown ? (
        <img className={styles.photo} src={shown} alt={t.photo(name)} width={96} height={96} />
      ) : (
        <span className={cx(styles.photo, styles.initials)} role="img" aria-label={t.noPhoto(name)}>
          {initials(name)}
        </span>
      )}
      <div className={styles.controls}>
        <input
          id={inputId}
          type="file"
          name="avatar"
          accept={AVATAR_ACCEPT}
          className={styles.input}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          aria-disabled={uploading || undefined}
          onClick={block}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={cx(buttonStyles.button, styles.pick)}
          data-variant="secondary"
          data-size="md"
          data-busy={uploading ? '' : undefined}
        >
          <svg
            className={styles.icon}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M4 8h3l2-3h6l2 3h3v11H4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t.choose}
        </label>
        <p id={hintId} className={styles.hint}>
          {t.hint(fileSizeText(maxBytes))}
        </p>
        <p role="status" className={styles.status}>
          {uploading ? t.uploading : ''}
        </p>
        <div role="alert" className={styles.alertSlot}>
          {message ? (
            <p id={errorId} className={styles.error}>
              <span aria-hidden="true" className={styles.errorIcon}>
                !
              </span>
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
