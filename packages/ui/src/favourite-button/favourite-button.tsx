import type { ComponentPropsWithRef } from 'react';
import { common as commonWords } from '../copy/words/common';
import { favourite as favouriteWords } from '../copy/words/favourite';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './favourite-button.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { common: commonWords, favourite: favouriteWords };

export interface FavouriteButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'onToggle' | 'children' | 'aria-pressed' | 'type'> {
  /** Whether the item is among the learner's favourites. */
  pressed: boolean;
  /** Raised with the state wanted next (the page saves it and passes `pressed` back). */
  onToggle?: (next: boolean) => void;
  /** While the page saves the change: a spinner, presses ignored, "অপেক্ষা করুন…" announced. */
  busy?: boolean;
  /** Show the words beside the heart (a detail page); the heart alone (44 px) by default. */
  showLabel?: boolean;
}

/**
 * A toggle button with a heart (WAI-ARIA button pattern, `aria-pressed`). Its name stays
 * "প্রিয়তে রাখুন" in both states, as the pattern asks: `aria-pressed` says whether it is on, and
 * once on, its description and tooltip say what pressing it again does ("প্রিয় থেকে সরান").
 */
export function FavouriteButton({
  pressed,
  onToggle,
  busy = false,
  showLabel = false,
  className,
  onClick,
  ...props
}: FavouriteButtonProps) {
  const hint = pressed ? bn.favourite.remove : bn.favourite.add;
  return (
    <button
      {...props}
      type="button"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      title={hint}
      data-label={showLabel || undefined}
      className={cx(styles.button, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!busy && !event.defaultPrevented) onToggle?.(!pressed);
      }}
    >
      {busy ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.6 4.1 12.9a5 5 0 0 1 7.1-7.1l.8.8.8-.8a5 5 0 0 1 7.1 7.1Z" />
        </svg>
      )}
      <span className={showLabel ? styles.text : hidden.hidden}>{bn.favourite.add}</span>
      {busy ? (
        <>
          {' '}
          <span className={hidden.hidden}>{bn.common.wait}</span>
        </>
      ) : null}
    </button>
  );
}
