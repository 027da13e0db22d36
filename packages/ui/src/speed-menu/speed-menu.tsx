import { type PlaybackRate, playbackRates } from '@tilawat/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { speedMenu as speedMenuWords } from '../copy/words/speed-menu';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './speed-menu.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { speedMenu: speedMenuWords };

// The speeds a learner can choose are domain's (`playbackRates`, the contract's `PlaybackRate`).
export type { PlaybackRate };

export interface SpeedMenuProps {
  /** The current speed. */
  value: PlaybackRate;
  /** The learner chose a speed (also when choosing the current one again nothing is raised). */
  onChange: (rate: PlaybackRate) => void;
  className?: string;
}

/**
 * The playback speed chooser of the video player: a menu button ("গতি ১×") that opens a menu of
 * `playbackRates` as radio items. WAI-ARIA menu button: Enter, Space or ↓ open it on the current
 * (↑ on the last) speed; ↑ ↓ Home End move; Enter or Space choose; Escape closes and returns focus
 * to the button; Tab or a click outside closes. Keys it uses never reach the player's shortcuts.
 * Dark by default (it sits in the player's control bar); `--player-bg` / `--player-fg` restyle it.
 */
export function SpeedMenu({ value, onChange, className }: SpeedMenuProps) {
  const menuId = useId();
  const buttonId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const current = Math.max(0, playbackRates.indexOf(value));

  // Focus follows the active item while open.
  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // A press anywhere outside, or focus leaving, closes the menu (focus stays where the learner put it).
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !element.contains(event.relatedTarget as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const choose = (rate: PlaybackRate) => {
    close(true);
    if (rate !== value) onChange(rate);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      openAt(event.key === 'ArrowDown' ? current : playbackRates.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = playbackRates.length;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowDown':
        next = (active + 1) % count;
        break;
      case 'ArrowUp':
        next = (active - 1 + count) % count;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case ' ':
        // Not the player's seek or play while choosing a speed (Space still presses the item).
        event.stopPropagation();
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
    setActive(next);
  };

  return (
    <div ref={root} className={cx(styles.speed, className)}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(current))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={hidden.hidden}>{bn.speedMenu.speed}</span> <span>{bn.speedMenu.rate(value)}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={bn.speedMenu.menu}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {playbackRates.map((rate, index) => (
            <button
              key={rate}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={rate === value}
              tabIndex={index === active ? 0 : -1}
              className={styles.item}
              onClick={() => choose(rate)}
              onFocus={() => setActive(index)}
            >
              <svg
                className={styles.check}
                width="16"
                height="16"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5 12.5 10 17l9-10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              <span>
                {bn.speedMenu.rate(rate)}
                {rate === 1 ? <span className={styles.normal}> ({bn.speedMenu.normal})</span> : null}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
