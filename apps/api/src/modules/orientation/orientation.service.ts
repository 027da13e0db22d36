// Orientation webinars: the public list, booking a seat (never oversold) and the booked learner's link.

import { formatDateTime } from '@tilawat/domain/format';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Notifier, SendContext } from '../../core/notifier';
import { noScheduleChange, type ScheduleChanged } from '../../core/reminder-steps';
import type { Db } from '../../db/client';
import { openJoinWindow } from '../learning/live-join';
import * as orientation from './orientation.repository';

const endsAt = (row: { startsAt: Date; durationMinutes: number }) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

export function createOrientationService({
  db,
  clock,
  notifier,
  onScheduled = noScheduleChange,
}: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Told of a seat booked: the webinar's reminders are planned for the learner (issue 40). */
  onScheduled?: ScheduleChanged;
}) {
  return {
    /** Webinars that have not ended, soonest first, with seats taken and (signed in) whether each is booked. */
    list(user: AuthUser | null) {
      return orientation.upcoming(db, { now: clock.now(), userId: user?.id ?? null });
    },

    /**
     * Books one seat for the learner, once, in one transaction holding the webinar's lock, so two
     * learners racing for the last seat cannot both get it. Unknown or ended: 404; booked already or
     * full: 409. The learner is told by SMS (or e-mail) with the time in Asia/Dhaka, queued with the
     * booking (issue 37); a confirmation the gateway does not take does not undo the booking (the seat is
     * the learner's): it is tried again, and stays `failed` in the outbox for the operator after the last try.
     */
    async book(learner: AuthUser, orientationId: number, context?: SendContext) {
      const now = clock.now();
      const booked = await db.transaction(async (tx) => {
        const row = await orientation.lock(tx, orientationId);
        if (!row || endsAt(row) <= now) throw new DomainError('ORIENTATION_NOT_FOUND');
        if (await orientation.findBooking(tx, row.id, learner.id)) throw new DomainError('ALREADY_BOOKED');
        const taken = await orientation.seatsTaken(tx, row.id);
        if (taken >= row.seatsTotal) throw new DomainError('ORIENTATION_FULL');
        const booking = await orientation.insertBooking(tx, {
          orientationId: row.id,
          userId: learner.id,
          bookedAt: now,
        });
        const recipient = learner.phone ?? learner.email;
        if (recipient) {
          await notifier.send(
            {
              channel: learner.phone ? 'sms' : 'email',
              recipient,
              subject: msg.orientationBookedSubject,
              body: msg.orientationBooked(row.title, formatDateTime(row.startsAt)),
            },
            { ...context, tx },
          );
        }
        await onScheduled(tx);
        return { booking, orientation: row, taken: taken + 1 };
      });
      return booked;
    },

    /** The booked learner's link in the webinar's window. Not booked: 403; outside the window: 409. */
    async join(learner: AuthUser, orientationId: number) {
      const now = clock.now();
      const row = await orientation.find(db, orientationId);
      if (!row) throw new DomainError('ORIENTATION_NOT_FOUND');
      if (!(await orientation.findBooking(db, row.id, learner.id))) throw new DomainError('NOT_BOOKED');
      return {
        roomUrl: row.joinUrl,
        learnerName: learner.name,
        window: openJoinWindow(row, now, 'orientation'),
      };
    },
  };
}

export type OrientationService = ReturnType<typeof createOrientationService>;
