import type { Message } from '../../core/notifier';

/** How one channel's messages leave the api: an SMTP server (e-mail) or an SMS gateway. One try per call. */
export interface DeliveryDriver {
  /** A short name for logs and the outbox row's error (`smtp`, `sms:bulksmsbd`). */
  readonly name: string;
  /** Sends the message once; rejects (preferably with a DeliveryError) when it was not taken. */
  deliver(message: Message): Promise<void>;
  /** Closes pooled connections, if any. */
  close?(): void;
}

/**
 * A message the driver could not hand over: `permanent` when trying again cannot help (the gateway
 * refused the number or the credentials), so that no more tries are spent on it. The message is the
 * driver's own words, written to the outbox row: it never holds a secret.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** An error's text for the outbox row and the log, bounded. */
export function deliveryErrorText(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  return text.slice(0, 500);
}
