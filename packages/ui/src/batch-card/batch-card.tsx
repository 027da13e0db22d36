import { batchModes, formatClassTime, formatRelative, formatWeekdayDate } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { Button, ButtonLink } from '../button/button';
import { batch as batchWords } from '../copy/words/batch';
import { cx } from '../internal/cx';
import { PriceTag } from '../price-tag/price-tag';
import styles from './batch-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { batch: batchWords };

type Batch = V3Schemas['Batch'];

export interface BatchCardProps {
  /** A batch as `GET /api/v3/batch` lists it. */
  batch: Batch;
  /** The signed-in learner is enrolled (BatchDetail's `enrolled`): no buy button then. */
  enrolled?: boolean;
  /** The learner wants this batch; the web starts checkout. */
  onEnroll?: (batch: Batch) => void;
  /**
   * Where "ভর্তি হন" leads (the checkout with this batch): a link instead of a button, so a page can draw the
   * card on the server with no script of its own. Ignored while the batch cannot be bought (a disabled button).
   */
  enrollHref?: string;
  /** Checkout is starting. */
  pending?: boolean;
  /** At or below this many seats left, the count is shown as urgent. */
  fewSeatsAt?: number;
  /** "Now", for the relative start ("১৫ দিন পর"); pinned by stories and server renders. */
  now?: Date | number | string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One intake of a course, with what decides a purchase first: when it starts, when it meets,
 * how many seats are left, and the price. Live and on-demand batches read differently.
 */
export function BatchCard({
  batch,
  enrolled = false,
  onEnroll,
  enrollHref,
  pending = false,
  fewSeatsAt = 10,
  now,
  headingLevel = 3,
  className,
}: BatchCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const live = batch.mode === 'live';
  const full = live && batch.seats_left !== null && batch.seats_left <= 0;
  const open = batch.enrollment_open && !full;
  const few = live && !full && batch.seats_left !== null && batch.seats_left <= fewSeatsAt;
  const seatsShare =
    live && batch.seats_left !== null && batch.seats_total ? batch.seats_left / batch.seats_total : null;

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-mode={batch.mode}>
      <header className={styles.header}>
        <span className={styles.mode} data-mode={batch.mode}>
          {batchModes[batch.mode].bn}
        </span>
        <Heading id={titleId} className={styles.title}>
          {batch.name}
        </Heading>
      </header>

      <dl className={styles.facts}>
        <div className={styles.start}>
          <dt>{live ? bn.batch.startsOn : bn.batch.openedOn}</dt>
          <dd>
            <span className={styles.startDate}>{formatWeekdayDate(batch.starts_at)}</span>
            {live && now !== undefined ? (
              <span className={styles.relative}> ({formatRelative(batch.starts_at, now)})</span>
            ) : null}
          </dd>
        </div>
        {live && batch.class_days.length > 0 ? (
          <div>
            <dt>{bn.batch.classDays}</dt>
            <dd>{batch.class_days.map((day) => bn.batch.weekdays[day]).join(', ')}</dd>
          </div>
        ) : null}
        {live && batch.class_time ? (
          <div>
            <dt>{bn.batch.classTime}</dt>
            <dd>
              {formatClassTime(batch.class_time)}
              {batch.duration_minutes ? ` · ${bn.batch.eachClass(batch.duration_minutes)}` : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{bn.batch.instructor}</dt>
          <dd>{batch.instructor}</dd>
        </div>
      </dl>

      {live ? (
        <div className={styles.seats} data-state={full ? 'full' : few ? 'few' : 'open'}>
          <p className={styles.seatsText}>
            <strong>{full ? bn.batch.full : bn.batch.seatsLeft(batch.seats_left ?? 0)}</strong>
            {batch.seats_total ? (
              <span className={styles.seatsTotal}> · {bn.batch.seatsOf(batch.seats_total)}</span>
            ) : null}
          </p>
          {seatsShare !== null ? (
            <div className={styles.meter} aria-hidden="true">
              <div
                className={styles.meterFill}
                style={{ inlineSize: `${Math.max(0, 1 - seatsShare) * 100}%` }}
              />
            </div>
          ) : null}
        </div>
      ) : (
        <p className={styles.selfPaced}>{bn.batch.selfPaced}</p>
      )}

      <footer className={styles.footer}>
        <PriceTag price={batch.price} originalPrice={batch.original_price} />
        {enrolled ? (
          <p className={styles.enrolled}>{bn.batch.enrolled}</p>
        ) : open && enrollHref !== undefined ? (
          <ButtonLink href={enrollHref} size="lg" aria-describedby={titleId}>
            {bn.batch.enroll}
          </ButtonLink>
        ) : (
          <Button
            size="lg"
            disabled={!open}
            loading={pending}
            onClick={() => onEnroll?.(batch)}
            aria-describedby={titleId}
          >
            {open ? bn.batch.enroll : batch.enrollment_open ? bn.batch.full : bn.batch.closed}
          </Button>
        )}
      </footer>
    </article>
  );
}
