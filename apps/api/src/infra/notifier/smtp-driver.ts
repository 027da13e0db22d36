import { createTransport } from 'nodemailer';
import { escapeHtml } from '../../core/escape-html';
import type { Message } from '../../core/notifier';
import { type DeliveryDriver, DeliveryError } from './delivery';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS) or `smtps://user:pass@host:465` (TLS from the start). */
  url: string;
  /** The sender, e.g. `তিলাওয়াত <no-reply@tilawat.com.bd>`. */
  from: string;
  /** Connecting, the server's greeting and any silence after it: a message never waits longer. */
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** Fonts that draw Bengali, on phones and desktops, before the reader's default. */
export const BENGALI_FONT_STACK =
  "'Noto Sans Bengali', 'Hind Siliguri', 'SolaimanLipi', 'Kalpurush', 'Nirmala UI', 'Vrinda', Arial, sans-serif";

/** http(s) links in ASCII: a Bengali danda or word after a link is not part of it. */
const LINK = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;

/** The text as HTML: escaped, its links clickable, its line breaks kept. */
export function htmlBody(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's closing mark after a link belongs to the sentence.
    const url = match[0].replace(/[.,;:!?)'\]]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, '<br>\n');
}

/** A whole HTML e-mail of one message: Bengali, UTF-8, readable without images or styles. */
export function emailHtml({ subject, body }: Pick<Message, 'subject' | 'body'>): string {
  return [
    '<!doctype html>',
    '<html lang="bn">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f2933;font-family:${BENGALI_FONT_STACK};font-size:17px;line-height:1.7">`,
    `<p style="margin:0 0 16px">${htmlBody(body)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The e-mail driver: one SMTP connection per message (codes are few), through nodemailer. `smtp://`
 * must upgrade with STARTTLS (no plain-text fallback an attacker could force), except to a relay on
 * this machine; `smtps://` is TLS from the first byte. A 5xx answer or refused credentials are
 * permanent (trying again cannot help), a timeout or a 4xx is worth another try.
 */
export function createSmtpDriver({
  url,
  from,
  connectionTimeoutMs = 5_000,
  greetingTimeoutMs = 5_000,
  socketTimeoutMs = 8_000,
}: SmtpSettings): DeliveryDriver {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const host = parsed.hostname;
  const transport = createTransport({
    host,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !LOOPBACK.has(host),
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: connectionTimeoutMs,
    greetingTimeout: greetingTimeoutMs,
    socketTimeout: socketTimeoutMs,
    dnsTimeout: connectionTimeoutMs,
  });

  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          html: emailHtml(message),
          // Bengali is three bytes a letter in UTF-8: base64 is a third of quoted-printable's size.
          textEncoding: 'base64',
          headers: { 'Content-Language': 'bn' },
        });
      } catch (error) {
        const {
          code,
          responseCode,
          message: text,
        } = error as {
          code?: string;
          responseCode?: number;
          message?: string;
        };
        const permanent = code === 'EAUTH' || (responseCode !== undefined && responseCode >= 500);
        throw new DeliveryError(`smtp ${code ?? 'error'}: ${text ?? String(error)}`, permanent);
      }
    },
    close: () => transport.close(),
  };
}
