// Reminders (issue 40): the quiet hours in which no SMS is sent, and an SMS reminder's Bengali text within one
// Unicode SMS part. One place for both rules: the api sends by them, the account page says them.
import { toBengaliDigits } from './digits';

/** No SMS from 22:00 to 08:00, Asia/Dhaka (UTC+6, no daylight saving): the hours a school may move. */
export const QUIET_HOURS = { from: 22, to: 8 } as const;

/** Quiet hours: from one whole hour (0–23) to another, across midnight when `from` is later than `to`. */
export interface QuietHours {
  from: number;
  to: number;
}

/** One SMS part in UCS-2, which Bengali needs: 70 characters. */
export const SMS_PART_LENGTH = 70;

const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The hour (0–23) in Asia/Dhaka. */
const dhakaHour = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).getUTCHours();

/** Whether `at` falls in the quiet hours (Asia/Dhaka). */
export function inQuietHours(at: Date, quiet: QuietHours = QUIET_HOURS): boolean {
  const hour = dhakaHour(at);
  return quiet.from > quiet.to
    ? hour >= quiet.from || hour < quiet.to
    : hour >= quiet.from && hour < quiet.to;
}

/** `at`, or the end of the quiet hours it falls in, Asia/Dhaka (a reminder that can wait). */
export function afterQuietHours(at: Date, quiet: QuietHours = QUIET_HOURS): Date {
  if (!inQuietHours(at, quiet)) return at;
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const end = day + quiet.to * 3_600_000 - DHAKA_OFFSET_MS;
  // past midnight's end already today, or (before midnight, across it) tomorrow's
  return new Date(local.getUTCHours() >= quiet.to && quiet.from > quiet.to ? end + 86_400_000 : end);
}

/** Quiet hours written `22-8` (from, to; whole hours in Asia/Dhaka), or null when not so written. */
export function parseQuietHours(text: string): QuietHours | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  return match && from <= 23 && to <= 23 && from !== to ? { from, to } : null;
}

export type ReminderSmsKind =
  | 'class-hour'
  | 'class-minutes'
  | 'webinar-day'
  | 'webinar-hour'
  | 'rerecord'
  | 'streak';

/** Each kind's sentence; `title` may be shortened to fit, `{n}` is a streak's days. */
const SENTENCES: Record<ReminderSmsKind, (title: string, days: string) => string> = {
  'class-hour': (title) => `১ ঘণ্টা পর লাইভ ক্লাস: ${title}`,
  'class-minutes': (title) => `১০ মিনিট পর লাইভ ক্লাস: ${title}`,
  'webinar-day': (title) => `আগামীকাল ওরিয়েন্টেশন: ${title}`,
  'webinar-hour': (title) => `১ ঘণ্টা পর ওরিয়েন্টেশন: ${title}`,
  rerecord: (title) => `আবার রেকর্ড করুন: ${title}`,
  streak: (_title, days) => `আজ পড়লে ${days} দিনের ধারা থাকবে`,
};

/**
 * An SMS reminder: its sentence and the site's short link, within one 70-character part where possible —
 * the title is shortened (with "…") to make room for the link; a link alone longer than a part is sent whole.
 * Lengths are UTF-16 units, as an SMS part counts them.
 */
export function reminderSms(
  kind: ReminderSmsKind,
  { title, link, days = 0 }: { title: string; link: string; days?: number },
) {
  const make = (shown: string) => `${SENTENCES[kind](shown, toBengaliDigits(days))} ${link}`;
  let text = make(title);
  if (text.length <= SMS_PART_LENGTH) return text;
  const room = title.length - (text.length - SMS_PART_LENGTH) - 1;
  // cut between characters, never after a hasanta or a joiner (a conjunct would be left half-made)
  const cut = title
    .slice(0, Math.max(0, room))
    .replace(/[\u09cd\u200c\u200d]+$/u, '')
    .trimEnd();
  text = make(cut ? `${cut}…` : '');
  return text;
}

/** A short link as an SMS carries it: without `https://`, which phones add back when they link it. */
export const smsLink = (url: string) => url.replace(/^https:\/\//, '');
