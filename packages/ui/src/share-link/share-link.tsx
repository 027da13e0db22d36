import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { shareLink as shareLinkWords } from '../copy/words/share-link';
import styles from './share-link.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { shareLink: shareLinkWords };

/** How long "copied" stays on screen. */
const SAID_MS = 4000;

export interface ShareLinkProps {
  /** What is shared. */
  url: string;
  /** The share sheet's title and text. */
  title: string;
  text?: string;
  /** The button's words. */
  children: ReactNode;
  /** What the button is about (a card's heading), for screen readers. */
  'aria-describedby'?: string;
  variant?: 'primary' | 'secondary';
}

/**
 * A link shared from the page: through the device's share sheet where there is one (a phone), else copied
 * to the clipboard — "copied" is announced politely — else shown selected for the learner to copy.
 * Closing the share sheet is not a failure: nothing is said.
 */
export function ShareLink({
  url,
  title,
  text,
  children,
  variant = 'secondary',
  'aria-describedby': describedBy,
}: ShareLinkProps) {
  const t = bn.shareLink;
  const link = useRef<HTMLElement>(null);
  const [said, setSaid] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const say = (message: string) => {
    setSaid(message);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setSaid(''), SAID_MS);
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, ...(text ? { text } : {}), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      say(t.copied);
    } catch {
      setSaid(t.copyManual);
      queueMicrotask(() => {
        if (link.current) window.getSelection()?.selectAllChildren(link.current);
      });
    }
  };

  return (
    <span className={styles.share}>
      <Button variant={variant} aria-describedby={describedBy} onClick={share}>
        {children}
      </Button>
      <span role="status" className={styles.said}>
        {said}
      </span>
      {said === t.copyManual ? (
        <span ref={link} className={styles.link} lang="en">
          {url}
        </span>
      ) : null}
    </span>
  );
}
