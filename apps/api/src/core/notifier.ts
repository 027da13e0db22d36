import type { Tx } from '../db/client';

export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** The request a message is sent for, so that its log lines (a failed delivery) name it. */
export interface SendContext {
  /**
   * The transaction of the change that causes the message: the message is queued in it, so it is sent
   * if and only if the change commits. Inside a transaction it must be passed (PGlite has one session).
   */
  tx?: Tx;
  requestId?: string;
  /** The request's solved proof-of-work challenge (header `altcha`), when it carries one (issue 35). */
  altcha?: string;
  /** The request's logger (Fastify's `request.log`, which carries its id). */
  log?: {
    info(object: object, text: string): void;
    warn(object: object, text: string): void;
    error(object: object, text: string): void;
  };
}

/**
 * How the api reaches a learner. One implementation (infra/notifier/outbox-notifier.ts): every message is
 * written to the outbox, and queued for the channel's driver (SMTP, an SMS gateway) when one is
 * configured, in one transaction; a worker on any host sends it, trying again with backoff.
 */
export interface Notifier {
  send(message: Message, context?: SendContext): Promise<void>;
}
