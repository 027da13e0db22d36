export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** The request a message is sent for, so that its log lines (a failed delivery) name it. */
export interface SendContext {
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
 * written to the outbox first, then sent by the channel's driver (SMTP, an SMS gateway) when one is
 * configured. A message that could not be sent rejects with `DomainError('DELIVERY_FAILED')`.
 */
export interface Notifier {
  send(message: Message, context?: SendContext): Promise<void>;
}
