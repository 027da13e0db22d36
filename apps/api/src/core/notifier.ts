export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * How the api reaches a learner. Drivers: the outbox (default, modules/ops/outbox-notifier.ts), SMS
 * gateways and SMTP behind the same interface.
 */
export interface Notifier {
  send(message: Message): Promise<void>;
}
