import { formatDateTime, formatRelative } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../button/button';
import { sessionList as sessionListWords } from '../copy/words/session-list';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import hidden from '../internal/visually-hidden.module.css';
import styles from './session-list.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { sessionList: sessionListWords };

type Session = V3Schemas['Session'];

export interface SessionListProps {
  /** The devices the learner is signed in on (`GET /api/v3/user/sessions`, `items`). */
  sessions: readonly Session[];
  /** How many may be signed in at once (`SessionListResponse.data.limit`): stated under the list. */
  limit: number;
  /** Sign out of one other device (`DELETE /api/v3/user/sessions/{id}`); no question asked. */
  onEnd: (id: string) => void | Promise<void>;
  /** Sign out of every device but this one. */
  onEndOthers: () => void | Promise<void>;
  /** What is being signed out: a session's id, 'others', or nothing; that button is busy. */
  ending?: string | 'others' | null;
  /** The time "last used" is counted from (stories and tests pin it); the clock when not given. */
  now?: string | Date;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** This device first, then the others, the most recently used first. */
function ordered(sessions: readonly Session[]): Session[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      new Date(b.last_used_at).getTime() - new Date(a.last_used_at).getTime(),
  );
}

/**
 * The devices where the learner is signed in, as a list named 'লগইন থাকা ডিভাইস': each device's
 * name, 'এই ডিভাইস' on the current one, when it first signed in and when it was last used (Bengali,
 * Asia/Dhaka). Every other device has a 'লগআউট করুন' button whose name says which device
 * ('Chrome · Android থেকে লগআউট করুন'); signing out asks nothing (signing in again undoes it), the
 * button is busy meanwhile. Under the list: the limit of devices and what a new sign-in does at
 * it, and 'অন্য সব ডিভাইস থেকে লগআউট' while there are others. When a device's row goes away with
 * focus in it, focus moves to the list's title rather than being lost.
 */
export function SessionList({
  sessions,
  limit,
  onEnd,
  onEndOthers,
  ending = null,
  now,
  headingLevel = 2,
  className,
}: SessionListProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const title = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const t = bn.sessionList;
  const at = useNow(60_000, now);
  const rows = ordered(sessions);
  const others = rows.filter((session) => !session.current);

  // Focus inside the list went away with what held it (a device's row, or the "all others" button,
  // once signed out): it goes to the title, not back to the top of the page.
  const section = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const key = rows.map((session) => session.id).join(' ');
  useLayoutEffect(() => {
    if (!key) return;
    const active = document.activeElement;
    if (hadFocus.current && (active === null || active === document.body)) title.current?.focus();
  }, [key]);

  return (
    <section
      ref={section}
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      onFocusCapture={() => {
        hadFocus.current = true;
      }}
      onBlurCapture={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !section.current?.contains(next)) hadFocus.current = false;
      }}
    >
      <Heading ref={title} id={titleId} className={styles.title} tabIndex={-1}>
        {t.title}
      </Heading>
      <ul className={styles.list} aria-labelledby={titleId}>
        {rows.map((session) => {
          const nameId = `${id}-${session.id}`;
          return (
            <li key={session.id} className={styles.row} data-current={session.current || undefined}>
              <div className={styles.head}>
                <p id={nameId} className={styles.device}>
                  <DeviceIcon name={session.device_name} />
                  <span className={styles.deviceName}>{session.device_name}</span>
                </p>
                {session.current ? <span className={styles.badge}>{t.current}</span> : null}
              </div>
              <p className={styles.time}>
                {t.firstLogin} <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
              </p>
              <p className={styles.time}>
                {t.lastUsed}{' '}
                <time dateTime={session.last_used_at}>{formatRelative(session.last_used_at, at)}</time>
              </p>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  className={styles.end}
                  loading={ending === session.id}
                  onClick={() => onEnd(session.id)}
                >
                  <span className={hidden.hidden}>{t.endFrom(session.device_name)}</span> {t.end}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.limit}>{t.limit(limit)}</p>
      {others.length > 0 ? (
        <Button variant="secondary" fullWidth loading={ending === 'others'} onClick={() => onEndOthers()}>
          {t.endOthers}
        </Button>
      ) : (
        <p className={styles.noOthers}>{t.noOthers}</p>
      )}
    </section>
  );
}

/** A phone or a computer, by the device's name (decorative: the name says it in words). */
function DeviceIcon({ name }: { name: string }) {
  const phone = /android|iphone|ipad|mobile|ios/i.test(name);
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {phone ? (
        <>
          <rect
            x="6.5"
            y="2.5"
            width="11"
            height="19"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M10.5 18h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect
            x="3"
            y="4"
            width="18"
            height="12"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
