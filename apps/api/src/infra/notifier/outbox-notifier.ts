import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../core/clock';
import { type JobSender, PermanentJobError, type QueueDefinition } from '../../core/jobs';
import type { Message, Notifier } from '../../core/notifier';
import type { Db, Tx } from '../../db/client';
import * as ops from '../ops/ops.repository';
import { type DeliveryDriver, DeliveryError, deliveryErrorText } from './delivery';

/** The queue of the messages to send (one job per outbox row). */
export const MESSAGE_QUEUE = 'notifier.message';

export interface DeliveryOptions {
  /** The driver of each channel; a channel without one keeps its messages in the outbox only. */
  drivers?: Partial<Record<Message['channel'], DeliveryDriver>>;
  /** `sentAt`'s clock. */
  clock?: Clock;
  /** The pause before the first retry, in seconds (MESSAGE_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number;
}

/**
 * The Notifier, a transactional outbox (issue 37): every message is written to the outbox (the durable
 * record, readable at `GET /dev/outbox` outside production: how tests and a person trying the site read
 * their code) and, when its channel has a driver (e-mail → SMTP, SMS → a gateway), a job to send it is
 * queued **in the same transaction** as the change that caused it — the caller's, when it passes one.
 * Committed, the message will be sent, by whichever host's worker takes the job, even when the host that
 * wrote it dies the next moment; rolled back, it never is. Without a driver it stays in the outbox
 * (`kept`), as in development.
 *
 * The job tries the driver; a failed try is written on the row (`attempts`, `lastError`) and the engine
 * tries again with backoff (5 tries over about two minutes by default). When the gateway refused for good, or every
 * try failed, the row is `failed` and the job is kept for the operator, who may retry it from the console.
 * A message is never dropped silently, and never sent twice by two hosts: the job is one host's at a
 * time, and a row already `sent` is not sent again.
 */
export function createOutboxNotifier(
  db: Db,
  log: FastifyBaseLogger,
  jobs: JobSender,
  { drivers = {}, clock = systemClock, retryDelaySeconds = 5 }: DeliveryOptions = {},
): { notifier: Notifier; queue: QueueDefinition<{ outboxId: number }> } {
  const notifier: Notifier = {
    async send(message, context = {}) {
      const driver = drivers[message.channel];
      const logger = context.log ?? log;
      const requestId = context.requestId ?? null;
      const write = async (tx: Tx) => {
        const id = await ops.insertOutbox(tx, { ...message, status: driver ? 'queued' : 'kept', requestId });
        if (driver) await jobs.send(MESSAGE_QUEUE, { outboxId: id }, { tx });
        return id;
      };
      const id = context.tx ? await write(context.tx) : await db.transaction(write);
      logger.info(
        { channel: message.channel, recipient: message.recipient, subject: message.subject, outboxId: id },
        driver ? 'message queued' : 'outbox message',
      );
    },
  };

  const queue: QueueDefinition<{ outboxId: number }> = {
    name: MESSAGE_QUEUE,
    title: 'এসএমএস ও ই-মেইল পাঠানো',
    policy: {
      retryLimit: 4,
      retryDelaySeconds,
      backoff: true,
      retryDelayMaxSeconds: 60,
      expireInSeconds: 60,
    },
    async handle({ data, attempt, lastAttempt }) {
      const row = await ops.outboxMessage(db, data.outboxId);
      // already sent (a try whose host died after the gateway took it and before the job ended)
      if (!row || row.status === 'sent') return;
      const message: Message = {
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
      };
      const about = { channel: row.channel, outboxId: row.id, requestId: row.requestId, attempt };
      const driver = drivers[row.channel];
      if (!driver) {
        await ops.updateOutbox(db, row.id, { status: 'failed', attempts: attempt, lastError: 'no driver' });
        throw new PermanentJobError(`no driver for ${row.channel} on this host`);
      }
      try {
        await driver.deliver(message);
      } catch (error) {
        const lastError = deliveryErrorText(error);
        const permanent = error instanceof DeliveryError && error.permanent;
        await ops.updateOutbox(db, row.id, {
          status: permanent || lastAttempt ? 'failed' : 'queued',
          attempts: attempt,
          lastError,
        });
        log.warn({ ...about, driver: driver.name, error: lastError }, 'message not sent');
        throw permanent ? new PermanentJobError(lastError, { cause: error }) : error;
      }
      await ops.updateOutbox(db, row.id, {
        status: 'sent',
        attempts: attempt,
        lastError: null,
        sentAt: clock.now(),
      });
      log.info({ ...about, driver: driver.name }, 'message sent');
    },
  };
  return { notifier, queue };
}
