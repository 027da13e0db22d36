import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** How the api reaches a learner. Drivers: the outbox (default), SMS gateways and SMTP behind the same interface. */
export interface Notifier {
  send(message: Message): Promise<void>;
}

/**
 * The default driver: every message is written to the outbox table and the log.
 * `GET /dev/outbox` lists it outside production, which is how tests and a person
 * trying the site read their code.
 */
export function createOutboxNotifier(db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send(message) {
      await db.insert(outbox).values(message);
      log.info(
        { channel: message.channel, recipient: message.recipient, subject: message.subject },
        'outbox message',
      );
    },
  };
}
