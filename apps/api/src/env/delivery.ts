// Delivery of one-time codes and messages: e-mail by SMTP and SMS by an HTTP gateway; unset, both stay
// in the outbox.

import { parseQuietHours, type QuietHours } from '@tilawat/domain/rules';
import { z } from 'zod';
import { optional, urlOf } from './fields';

export const deliverySchema = z.object({
  /** E-mail by SMTP: `smtp://user:pass@host:587` (STARTTLS required) or `smtps://…:465`; unset keeps e-mails in the outbox. */
  SMTP_URL: optional(urlOf('smtp:', 'smtps:')),
  /** The sender of e-mails, `তিলাওয়াত <no-reply@tilawat.com.bd>`; with SMTP_URL. */
  MAIL_FROM: optional(
    z
      .string()
      .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or Name <address>'),
  ),
  /** SMS by an HTTP bulk-SMS gateway's send endpoint; unset keeps SMS in the outbox. */
  SMS_URL: optional(urlOf('https:', 'http:')),
  /** The gateway's request shape: `bulksmsbd` (form: api_key, senderid, number, message) or `json` ({ to, message, sender }, bearer key). */
  SMS_PROVIDER: z.enum(['bulksmsbd', 'json']).default('bulksmsbd'),
  SMS_API_KEY: optional(z.string().min(1)),
  /** The approved sender id (masking name or number). */
  SMS_SENDER_ID: optional(z.string().min(1).max(20)),
  /**
   * The hours in which no SMS is sent (issue 40), `from-to` in whole hours of Asia/Dhaka, across midnight
   * when `from` is the later: `22-8` by default.
   */
  SMS_QUIET_HOURS: z
    .string()
    .default('22-8')
    .refine((text) => parseQuietHours(text) !== null, 'from-to in whole hours (0–23), as 22-8')
    .transform((text) => parseQuietHours(text) as QuietHours),
  /**
   * Web push (issue 40): the VAPID key pair (`npx web-push generate-vapid-keys`, base64url) and a contact
   * (`mailto:` or `https:`) the push services may reach. Unset: reminders go by SMS and e-mail only, and the
   * account page offers no push.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')),
  VAPID_SUBJECT: optional(z.string().regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto: or https:')),
});

export type DeliverySettings = z.infer<typeof deliverySchema>;

/**
 * Delivery of codes and messages (issue 17) is configured whole or not at all: a half-configured
 * channel would fail every message it meets. Answers what is missing.
 */
export function deliveryProblems(env: DeliverySettings): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push('MAIL_FROM must be set with SMTP_URL');
  if (env.MAIL_FROM && !env.SMTP_URL) problems.push('SMTP_URL must be set with MAIL_FROM');
  if (env.SMS_URL && !env.SMS_API_KEY) problems.push('SMS_API_KEY must be set with SMS_URL');
  if (env.SMS_URL && env.SMS_PROVIDER === 'bulksmsbd' && !env.SMS_SENDER_ID) {
    problems.push('SMS_SENDER_ID must be set with SMS_URL when SMS_PROVIDER is bulksmsbd');
  }
  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid > 0 && vapid < 3)
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
  if (!env.SMS_URL && (env.SMS_API_KEY || env.SMS_SENDER_ID)) {
    problems.push('SMS_URL must be set with SMS_API_KEY and SMS_SENDER_ID');
  }
  return problems;
}
