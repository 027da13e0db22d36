import {
  formatDigits,
  formatRelative,
  formatTime,
  formatWeekdayDate,
  type LiveClassState,
} from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useCallback, useId } from 'react';
import { liveClass as liveClassWords } from '../copy/words/live-class';
import { cx } from '../internal/cx';
import { useNow } from '../internal/use-now';
import { JoinClassButton, joinState } from '../join-class-button/join-class-button';
import styles from './upcoming-class-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { liveClass: liveClassWords };

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
  return joinState(
    { startsAt: liveClass.starts_at, durationMinutes: liveClass.duration_minutes, status: liveClass.status },
    now,
  );
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
  /** The server's Bengali `msg` when it refused the join link, shown beside the join button. */
  joinError?: string | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A live class with when it starts, a countdown, and the join control (`JoinClassButton`): enabled
 * only while the join window is open (from 15 minutes before the start to the end), and before it
 * how long until it opens.
 */
export function UpcomingClassCard({
  liveClass,
  now: fixedNow,
  onJoin,
  joining = false,
  joinError = null,
  headingLevel = 3,
  className,
}: UpcomingClassCardProps) {
  const titleId = useId();
  const now = useNow(1000, fixedNow);
  const state = liveClassState(liveClass, now);
  const Heading = `h${headingLevel}` as const;
  const untilStart = new Date(liveClass.starts_at).getTime() - now;
  // The join control reads the card's clock, so the two never disagree about the window.
  const clock = useCallback(() => now, [now]);

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-state={state}>
      <div className={styles.top}>
        {/* With a join control, that control announces the opening; without, the status does. */}
        <p className={styles.status} aria-live={onJoin ? undefined : 'polite'}>
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
      ) : onJoin ? (
        <div className={styles.action}>
          <JoinClassButton
            startsAt={liveClass.starts_at}
            durationMinutes={liveClass.duration_minutes}
            status={liveClass.status}
            now={clock}
            onJoin={() => onJoin(liveClass)}
            loading={joining}
            error={joinError}
            aria-describedby={titleId}
          />
        </div>
      ) : null}
    </article>
  );
}
