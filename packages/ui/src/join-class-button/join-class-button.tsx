import { formatTimeLeft, joinOpensAt, type LiveClassState, liveClassState } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { joinClass as joinClassWords } from '../copy/words/join-class';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './join-class-button.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { joinClass: joinClassWords };

/** The contract's three-state `status` of a live class, as the server saw it when it answered. */
export type JoinServerStatus = V3Schemas['LiveClass']['status'];

export interface JoinWindow {
  /** The start (ISO 8601, `LiveClass.starts_at` / `Orientation.starts_at`). */
  startsAt: string;
  durationMinutes: number;
  /** The server's status, when known (see `joinState`). */
  status?: JoinServerStatus;
}

/**
 * Where the join window stands at `now` (ms): domain's one rule (`liveClassState`: it opens
 * `JOIN_OPENS_BEFORE_MINUTES` before the start and closes at the end), with the server's `status`,
 * when given, as the truth it was: it knows what the clock cannot (a class closed early, a link opened
 * early, a learner's clock running behind), so `ended` stays ended and `open` is at least open.
 */
export function joinState({ startsAt, durationMinutes, status }: JoinWindow, now: number): LiveClassState {
  if (status === 'ended') return 'ended';
  const byClock = liveClassState({ starts_at: startsAt, duration_minutes: durationMinutes }, now);
  return byClock === 'upcoming' && status === 'open' ? 'open' : byClock;
}

/**
 * How long until the window opens, as a learner reads it (domain's formatTimeLeft, counted up: never "0 minutes" while
 * there is time left): '৪৫ সেকেন্ড' under a minute, '১৪ মিনিট', '২ ঘণ্টা ১০ মিনিট', and from a day on
 * '৩ দিন ২ ঘণ্টা'.
 */
export function formatJoinWait(ms: number): string {
  return formatTimeLeft(ms / 1000, { round: 'up' });
}

/** What is shown at `now`: the state and, before the window, the wait text (it changes as seldom as it can). */
function view(win: JoinWindow, now: number): { state: LiveClassState; wait: string } {
  const state = joinState(win, now);
  const wait =
    state === 'upcoming'
      ? formatJoinWait(
          joinOpensAt({ starts_at: win.startsAt, duration_minutes: win.durationMinutes }).getTime() - now,
        )
      : '';
  return { state, wait };
}

export interface JoinClassButtonProps {
  /** When the class or webinar starts (ISO 8601). */
  startsAt: string;
  durationMinutes: number;
  /**
   * The server's status when it was fetched (`LiveClass.status`): `ended` stays ended, `open` is at
   * least open. Orientation webinars have none: the clock alone decides.
   */
  status?: JoinServerStatus;
  /** The clock, in ms (stories and tests pin it; the web may pass one corrected by the server's time). */
  now?: () => number;
  /** The learner joins; the page fetches the personal link (`GET /live/join/{id}` or `/live/orientation/{id}`) and opens it. */
  onJoin: () => void;
  /** The join link is being fetched: "যুক্ত হচ্ছে…", busy, announced. */
  loading?: boolean;
  /** The server's Bengali `msg` when it refused the link, shown beside the button (an alert). */
  error?: string | null;
  /** Ids of what else describes the button (the card's title, so that many join buttons on a page differ). */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The join control of a live class or an orientation webinar. Before the window: a disabled button
 * and, beside it, how long until joining opens, counting itself down (re-rendered only when the words
 * change, at most every second, and never announced while it ticks). In the window: the enabled
 * primary button. After the end: "ক্লাস শেষ হয়েছে". It switches by itself when the clock crosses an
 * edge; only the opening is announced, politely and once, and so is "যুক্ত হচ্ছে…" while joining.
 */
export function JoinClassButton({
  startsAt,
  durationMinutes,
  status,
  now = Date.now,
  onJoin,
  loading = false,
  error = null,
  'aria-describedby': describedBy,
  className,
}: JoinClassButtonProps) {
  const waitId = useId();
  const errorId = useId();
  const [at, setAt] = useState(() => now());
  const shown = useRef(at);
  shown.current = at;

  useEffect(() => {
    const win = { startsAt, durationMinutes, status };
    const same = (a: number, b: number) => {
      const x = view(win, a);
      const y = view(win, b);
      return x.state === y.state && x.wait === y.wait;
    };
    const tick = () => {
      const next = now();
      // Re-render only when what is shown changes (not even a bailed-out render in between).
      if (!same(shown.current, next)) {
        shown.current = next;
        setAt(next);
      }
      return next;
    };
    if (joinState(win, tick()) === 'ended') return;
    const timer = setInterval(() => {
      if (joinState(win, tick()) === 'ended') clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [now, startsAt, durationMinutes, status]);

  const { state, wait } = view({ startsAt, durationMinutes, status }, at);
  const joinable = state === 'open' || state === 'live';

  // The polite announcements: the window opening while the learner waits (once), and joining.
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current === 'upcoming' && (state === 'open' || state === 'live')) {
      setAnnouncement(bn.joinClass.nowOpen);
    }
    seen.current = state;
  }, [state]);
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (loading) setAnnouncement(bn.joinClass.joining);
    else if (wasLoading.current) setAnnouncement('');
    wasLoading.current = loading;
  }, [loading]);

  const describedByIds =
    [describedBy, state === 'upcoming' ? waitId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={cx(styles.root, className)} data-state={state}>
      {state === 'ended' ? (
        <p className={styles.ended}>
          <span className={styles.endedIcon} aria-hidden="true" />
          {bn.joinClass.ended}
        </p>
      ) : (
        <>
          <Button
            size="lg"
            fullWidth
            disabled={!joinable}
            loading={joinable && loading}
            onClick={onJoin}
            aria-describedby={describedByIds}
          >
            {joinable && loading ? bn.joinClass.joining : bn.joinClass.join}
          </Button>
          {state === 'upcoming' ? (
            <p id={waitId} className={styles.wait} suppressHydrationWarning>
              {bn.joinClass.opensIn(wait)}
            </p>
          ) : null}
        </>
      )}
      <div role="alert" className={styles.alertSlot}>
        {error ? (
          <p id={errorId} className={styles.error}>
            <span className={styles.errorIcon} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
      <span role="status" aria-live="polite" aria-atomic="true" className={hidden.hidden}>
        {announcement}
      </span>
    </div>
  );
}
