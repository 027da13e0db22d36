import {
  formatDigits,
  formatRelative,
  formatTime,
  formatWeekdayDate,
  joinOpensAt,
  type LiveClassState,
  liveClassState as liveClassStateAt,
} from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import styles from './upcoming-class-card.module.css';

type LiveClass = V3Schemas['LiveClass'];

/** upcoming: the join link is not open yet; open: join now, before the start; live: running; ended. */
export type { LiveClassState };

/**
 * Where a live class stands at `now`, for the card: domain's one rule (`liveClassState`: the link
 * opens 15 minutes before `starts_at`, the class is live for `duration_minutes`), with the server's
 * `status` as the truth when it was fetched. The rule only knows the clock; the server also knows what
 * the clock cannot (a class closed early, a link opened early, or a learner's clock running behind),
 * so `ended` from the server stays ended and `open` from the server is at least open.
 */
export function liveClassState(liveClass: LiveClass, now: number): LiveClassState {
  if (liveClass.status === 'ended') return 'ended';
  const byClock = liveClassStateAt(liveClass, now);
  return byClock === 'upcoming' && liveClass.status === 'open' ? 'open' : byClock;
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
              {bn.liveClass.joinOpens(formatRelative(joinOpensAt(liveClass), now))}
            </p>
          ) : null}
        </div>
      )}
    </article>
  );
}
