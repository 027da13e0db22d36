import { formatDateTime, liveClassEndsAt } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button';
import { orientation as orientationWords } from '../copy/words/orientation';
import { cx } from '../internal/cx';
import { JoinClassButton } from '../join-class-button/join-class-button';
import styles from './orientation-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { orientation: orientationWords };

type Orientation = V3Schemas['Orientation'];

/** booked: the learner has a seat; open: seats left to book; full: none left; ended: over, not booked. */
export type OrientationCardState = 'booked' | 'open' | 'full' | 'ended';

/** Where an orientation stands for the learner at `now` (ms). */
export function orientationCardState(orientation: Orientation, now: number): OrientationCardState {
  if (orientation.booked) return 'booked';
  if (now >= liveClassEndsAt(orientation).getTime()) return 'ended';
  return orientation.seats_left > 0 ? 'open' : 'full';
}

export interface OrientationCardProps {
  /** One orientation webinar (`GET /orientation-book`). */
  orientation: Orientation;
  /** The title's level in the page. */
  headingLevel?: 2 | 3;
  /**
   * The learner books a seat (`POST /orientation-book`; anonymously the page sends them to log in).
   * Without it no book button is drawn.
   */
  onBook?: (orientation: Orientation) => void;
  /** The booking is on its way. */
  booking?: boolean;
  /** The server's Bengali `msg` after a refused booking (409 `ORIENTATION_FULL`, …): an alert. */
  error?: string | null;
  /** A booked learner joins (`GET /live/orientation/{id}`). Without it no join control is drawn. */
  onJoin?: (orientation: Orientation) => void;
  /** The join link is being fetched. */
  joining?: boolean;
  /** The server's Bengali `msg` when it refused the join link. */
  joinError?: string | null;
  /** The clock, in ms, for the join window (stories and tests pin it). */
  now?: () => number;
  className?: string;
}

/**
 * A free orientation webinar: title, host, when (Asia/Dhaka), how long, what it is about and the
 * seats left. Not booked with seats left: "আসন বুক করুন". Booked: a "বুক করা হয়েছে" badge (announced
 * when it appears) and the join control for the webinar's window. Full: "আসন পূর্ণ", no button.
 */
export function OrientationCard({
  orientation,
  headingLevel = 3,
  onBook,
  booking = false,
  error = null,
  onJoin,
  joining = false,
  joinError = null,
  now = Date.now,
  className,
}: OrientationCardProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const state = orientationCardState(orientation, now());
  const t = bn.orientation;

  // Booking replaces the book button: keep the keyboard's place on the card instead of the page's top.
  const wasBooked = useRef(orientation.booked);
  useEffect(() => {
    if (orientation.booked && !wasBooked.current) {
      const active = document.activeElement;
      if (!active || active === document.body) headingRef.current?.focus();
    }
    wasBooked.current = orientation.booked;
  }, [orientation.booked]);

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-state={state}>
      <div className={styles.top}>
        <p className={styles.seats} data-full={orientation.seats_left === 0 || undefined}>
          {orientation.seats_left === 0 ? (
            <>
              <span className={styles.fullIcon} aria-hidden="true" />
              {t.full}
            </>
          ) : (
            t.seatsLeft(orientation.seats_left)
          )}
        </p>
        <p role="status" className={styles.statusSlot}>
          {orientation.booked ? (
            <span className={styles.booked}>
              <span className={styles.check} aria-hidden="true" />
              {t.booked}
            </span>
          ) : null}
        </p>
      </div>

      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {orientation.title}
      </Heading>

      <dl className={styles.facts}>
        <div>
          <dt>{t.host}</dt>
          <dd>{orientation.host}</dd>
        </div>
        <div>
          <dt>{t.when}</dt>
          <dd className={styles.when}>{formatDateTime(orientation.starts_at)}</dd>
        </div>
        <div>
          <dt>{t.length}</dt>
          <dd>{t.minutes(orientation.duration_minutes)}</dd>
        </div>
      </dl>

      <p className={styles.description}>{orientation.description}</p>

      {state === 'booked' && onJoin ? (
        <JoinClassButton
          startsAt={orientation.starts_at}
          durationMinutes={orientation.duration_minutes}
          now={now}
          onJoin={() => onJoin(orientation)}
          loading={joining}
          error={joinError}
          aria-describedby={titleId}
        />
      ) : null}
      {state === 'open' && onBook ? (
        <Button
          size="lg"
          fullWidth
          loading={booking}
          onClick={() => onBook(orientation)}
          aria-describedby={titleId}
        >
          {t.book}
        </Button>
      ) : null}
      {state === 'ended' ? <p className={styles.note}>{t.ended}</p> : null}

      <div role="alert" className={styles.alertSlot}>
        {error ? (
          <p className={styles.error}>
            <span className={styles.errorIcon} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}
