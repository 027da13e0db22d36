import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../core/notifier';
import type { Db } from '../../db/client';
import * as ops from './ops.repository';

/**
 * The default Notifier driver: every message is written to the outbox table and the log.
 * `GET /dev/outbox` lists it outside production, which is how tests and a person
 * trying the site read their code.
 */
export function createOutboxNotifier(db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send(message) {
      await ops.insertOutbox(db, message);
      log.info(
        { channel: message.channel, recipient: message.recipient, subject: message.subject },
        'outbox message',
      );
    },
  };
}
