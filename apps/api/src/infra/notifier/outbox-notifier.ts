import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Message, Notifier } from '../../core/notifier';
import type { Db } from '../../db/client';
import * as ops from '../ops/ops.repository';
import { type DeliveryDriver, DeliveryError, deliveryErrorText } from './delivery';

export interface DeliveryOptions {
  /** The driver of each channel; a channel without one keeps its messages in the outbox only. */
  drivers?: Partial<Record<Message['channel'], DeliveryDriver>>;
  /** `sentAt`'s clock. */
  clock?: Clock;
  /** Tries of a message within its request, the first included. */
  attempts?: number;
  /** The pause before the 2nd, 3rd… try (the last repeats). */
  backoffMs?: readonly number[];
  /** No try starts this long after the first: the learner is waiting for the answer. */
  deadlineMs?: number;
  /** How to pause (a test passes one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Notifier: every message is written to the outbox first (the durable record, readable at
 * `GET /dev/outbox` outside production: how tests and a person trying the site read their code), then
 * sent by its channel's driver when one is configured (e-mail → SMTP, SMS → a gateway); without one it
 * stays in the outbox (`kept`), as in development. A driver's failure is logged with the request's id,
 * written on the row (`attempts`, `lastError`) and tried again a few times with a growing pause, within
 * the request; when every try failed (or the gateway refused for good) the row is `failed` and `send`
 * rejects with `DELIVERY_FAILED` (503), so that the learner is told at once instead of waiting for a
 * code that never comes. A message is never dropped silently.
 */
export function createOutboxNotifier(
  db: Db,
  log: FastifyBaseLogger,
  {
    drivers = {},
    clock = systemClock,
    attempts = 3,
    backoffMs = [250, 1_000],
    deadlineMs = 15_000,
    sleep = pause,
  }: DeliveryOptions = {},
): Notifier {
  return {
    async send(message, context = {}) {
      const driver = drivers[message.channel];
      const logger = context.log ?? log;
      const requestId = context.requestId ?? null;
      const about = { channel: message.channel, recipient: message.recipient, subject: message.subject };
      const id = await ops.insertOutbox(db, { ...message, status: driver ? 'queued' : 'kept', requestId });
      if (!driver) {
        logger.info({ ...about, outboxId: id }, 'outbox message');
        return;
      }
      const started = performance.now();
      for (let attempt = 1; ; attempt++) {
        try {
          await driver.deliver(message);
          await ops.updateOutbox(db, id, {
            status: 'sent',
            attempts: attempt,
            lastError: null,
            sentAt: clock.now(),
          });
          logger.info(
            { ...about, outboxId: id, requestId, driver: driver.name, attempts: attempt },
            'message sent',
          );
          return;
        } catch (error) {
          const lastError = deliveryErrorText(error);
          const permanent = error instanceof DeliveryError && error.permanent;
          const again = !permanent && attempt < attempts && performance.now() - started < deadlineMs;
          await ops.updateOutbox(db, id, {
            status: again ? 'queued' : 'failed',
            attempts: attempt,
            lastError,
          });
          const fields = {
            ...about,
            outboxId: id,
            requestId,
            driver: driver.name,
            attempt,
            error: lastError,
          };
          if (!again) {
            logger.error(fields, 'message could not be sent');
            throw new DomainError('DELIVERY_FAILED');
          }
          logger.warn(fields, 'message not sent, trying again');
          await sleep(backoffMs[Math.min(attempt - 1, backoffMs.length - 1)] ?? 0);
        }
      }
    },
  };
}
