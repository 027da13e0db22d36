import { formatDigits, formatRelative, formatTime, formatWeekdayDate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import styles from './upcoming-class-card.module.css';

type LiveClass = V3Schemas['LiveClass'];

/** upcoming: the join link is not open yet; open: join now, before the start; live: running; ended. */
export type LiveClassState = 'upcoming' | 'open' | 'live' | 'ended';

/**
 * Where a live class stands at `now`. The server's `status` is the truth when it was fetched
 * (`ended` stays ended; `open` is open); the clock moves it on from there: the link opens at
 * `join_opens_at` (15 minutes before), the class is live from `starts_at` for `duration_minutes`.
 */
export function liveClassState(liveClass: LiveClass, now: number): LiveClassState {
  const start = new Date(liveClass.starts_at).getTime();
  const end = start + liveClass.duration_minutes * 60_000;
  const opens = new Date(liveClass.join_opens_at).getTime();
  if (liveClass.status === 'ended' || now >= end) return 'ended';
  if (now >= start) return 'live';
  if (liveClass.status === 'open' || now >= opens) return 'open';
  return 'upcoming';
}

/** Time left as a ticking clock with Bengali digits: '২:১৪:০৫' or '১৪:০৫'. */
function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`);
}

export interface UpcomingClassCardProps {
  /** A live class (`GET /api/v3/overview/upcoming-classes`). */
  liveClass: LiveClass;
  /** Pins the clock (stories, tests, server render); without it the card ticks every second. */
  now?: Date | number | string;
  /**
   * The learner joins; the web fetches the personal link (`GET /api/v3/live/join/{id}`) and opens it.
   * Without it the card only informs: no join button is drawn (a button that does nothing is worse).
   */
  onJoin?: (liveClass: LiveClass) => void;
  /** The join link is being fetched. */
  joining?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A live class with when it starts, a countdown, and a join button that is enabled only while
 * the join window is open (from 15 minutes before the start to the end).
 */
export function UpcomingClassCard({
  liveClass,
  now: fixedNow,
  onJoin,
  joining = false,
  headingLevel = 3,
  className,
}: UpcomingClassCardProps) {
  const titleId = useId();
  const now = useNow(1000, fixedNow);
  const state = liveClassState(liveClass, now);
  const Heading = `h${headingLevel}` as const;
  const untilStart = new Date(liveClass.starts_at).getTime() - now;
  const joinable = state === 'open' || state === 'live';

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-state={state}>
      <div className={styles.top}>
        <p className={styles.status} aria-live="polite">
          {state === 'live' ? <span className={styles.pulse} aria-hidden="true" /> : null}
          {bn.liveClass.status[state]}
        </p>
        <p className={styles.course}>{liveClass.course_title}</p>
      </div>
      <Heading id={titleId} className={styles.title}>
        {liveClass.title}
      </Heading>

      <dl className={styles.facts}>
        <div>
          <dt>{bn.liveClass.startsAt}</dt>
          <dd className={styles.when}>
            {formatWeekdayDate(liveClass.starts_at)}, {formatTime(liveClass.starts_at)}
          </dd>
        </div>
        {state === 'upcoming' || state === 'open' ? (
          <div>
            <dt>{bn.liveClass.startsIn}</dt>
            <dd className={styles.countdown} suppressHydrationWarning>
              {untilStart > 24 * 3600_000 ? formatRelative(liveClass.starts_at, now) : countdown(untilStart)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{bn.liveClass.length}</dt>
          <dd>{bn.liveClass.minutes(liveClass.duration_minutes)}</dd>
        </div>
      </dl>

      {state === 'ended' ? (
        <p className={styles.note}>{bn.liveClass.ended}</p>
      ) : (
        <div className={styles.action}>
          {onJoin ? (
            <Button
              fullWidth
              size="lg"
              disabled={!joinable}
              loading={joining}
              onClick={() => onJoin(liveClass)}
              aria-describedby={titleId}
            >
              {joining ? bn.liveClass.joining : bn.liveClass.join}
            </Button>
          ) : null}
          {state === 'upcoming' ? (
            <p className={styles.note} suppressHydrationWarning>
              {bn.liveClass.joinOpens(formatRelative(liveClass.join_opens_at, now))}
            </p>
          ) : null}
        </div>
      )}
    </article>
  );
}
