import { night, timeWords } from '../copy/format';
import { type CurrencyUnit, currencyUnits } from '../enums/labels';
import { toBengaliDigits } from '../rules';

/** The site's locale: Bengali as written in Bangladesh (quran.com maps `bn` to `bn-BD` too). */
export const LOCALE = 'bn-BD';
/** Every date and time a learner sees is in Bangladesh time. */
export const TIME_ZONE = 'Asia/Dhaka';

const numberFormat = new Intl.NumberFormat(LOCALE);

/** 1234567 → '১২,৩৪,৫৬৭' (Bengali digits, South Asian grouping). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Digits only, no grouping: 2026 → '২০২৬', for years, codes and counters. */
export function formatDigits(value: number | string): string {
  return toBengaliDigits(value);
}

/** 2500 tk → '৳২,৫০০'; 40 star → '৪০ স্টার'; 120 point → '১২০ পয়েন্ট'. */
export function formatMoney(amount: number, currency: CurrencyUnit = 'tk'): string {
  return currency === 'tk'
    ? `${currencyUnits.tk.symbol}${formatNumber(amount)}`
    : `${formatNumber(amount)} ${currencyUnits[currency].bn}`;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
});

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** '2026-12-05T20:30:00+06:00' → '৫ ডিসেম্বর, ২০২৬' (Asia/Dhaka). */
export function formatDate(value: DateInput): string {
  return dateFormat.format(toDate(value));
}

/** → 'শনিবার, ৫ ডিসেম্বর' (Asia/Dhaka). */
export function formatWeekdayDate(value: DateInput): string {
  return weekdayDateFormat.format(toDate(value)).replace(/^(\S+) /, '$1, ');
}

/** → 'রাত ৮:৩০': the part of the day first, as Bengali says it (Asia/Dhaka). */
export function formatTime(value: DateInput): string {
  const parts = timeFormat.formatToParts(toDate(value));
  const period = parts.find((p) => p.type === 'dayPeriod')?.value.replace(night.intl, night.said);
  const clock = parts
    .filter((p) => p.type !== 'dayPeriod')
    .map((p) => p.value)
    .join('')
    .trim();
  return period ? `${period} ${clock}` : clock;
}

/** A class time "HH:mm" (Asia/Dhaka, as batches give it) as Bengali says it: "20:30" → "রাত ৮:৩০". */
export function formatClassTime(time: string): string {
  return formatTime(`2000-01-01T${time}:00+06:00`);
}

/** → '৫ ডিসেম্বর, ২০২৬, রাত ৮:৩০'. */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

const units = [
  { unit: 'year', seconds: 365 * 24 * 3600, word: timeWords.year },
  { unit: 'month', seconds: 30 * 24 * 3600, word: timeWords.month },
  { unit: 'week', seconds: 7 * 24 * 3600, word: timeWords.week },
  { unit: 'day', seconds: 24 * 3600, word: timeWords.day },
  { unit: 'hour', seconds: 3600, word: timeWords.hour },
  { unit: 'minute', seconds: 60, word: timeWords.minute },
] as const;

/**
 * A time relative to now, as a learner reads it: '৩ দিন পর', '২ ঘণ্টা আগে', 'এইমাত্র' (within a minute).
 * `now` is injectable for tests and for rendering the same text on server and client.
 */
export function formatRelative(value: DateInput, now: DateInput = Date.now()): string {
  const diff = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
  const size = Math.abs(diff);
  const match = units.find((u) => size >= u.seconds);
  if (!match) return timeWords.justNow;
  const count = Math.floor(size / match.seconds);
  return `${formatNumber(count)} ${match.word} ${diff > 0 ? timeWords.later : timeWords.ago}`;
}

/**
 * Time left until something starts, for a countdown or a message: days and hours from a day on
 * ('২ দিন ৩ ঘণ্টা'), hours and minutes below it ('২ ঘণ্টা ১০ মিনিট'), minutes ('৫ মিনিট'), and seconds in
 * the last minute ('৪০ সেকেন্ড'). Rounded down by default, so a message never says more time than is
 * left; `round: 'up'` for a wait ("you may join in …"), which never says less.
 */
export function formatTimeLeft(
  totalSeconds: number,
  { round = 'down' }: { round?: 'down' | 'up' } = {},
): string {
  const whole = round === 'up' ? Math.ceil : Math.floor;
  const seconds = Math.max(0, whole(totalSeconds));
  if (seconds < 60) return `${formatNumber(seconds)} ${timeWords.second}`;
  const minutes = whole(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const part = (n: number, word: string) => (n ? `${formatNumber(n)} ${word}` : '');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (days) return join(part(days, timeWords.day), part(hours, timeWords.hour));
  return join(part(hours, timeWords.hour), part(minutes % 60, timeWords.minute));
}

/** Seconds as a player clock with Bengali digits: 75 → '১:১৫', 3725 → '১:০২:০৫' (the video player, the recorder). */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`);
}

/** Seconds as a duration: 840 → '১৪ মিনিট'; 3900 → '১ ঘণ্টা ৫ মিনিট'. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.round((totalSeconds % 3600) / 60);
  if (hours && minutes)
    return `${formatNumber(hours)} ${timeWords.hour} ${formatNumber(minutes)} ${timeWords.minute}`;
  if (hours) return `${formatNumber(hours)} ${timeWords.hour}`;
  return `${formatNumber(Math.max(minutes, totalSeconds > 0 ? 1 : 0))} ${timeWords.minute}`;
}

/** Bangladesh keeps one offset all year (no daylight saving): +06:00. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * A moment as a `datetime-local` input shows it in Asia/Dhaka: '2026-12-05T14:30:00Z' →
 * '2026-12-05T20:30'. The operator types Dhaka time whatever their own machine's zone.
 */
export function toDhakaInput(value: DateInput): string {
  return new Date(new Date(value).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Asia/Dhaka time, as the contract's DateTime: '2026-12-05T20:30' → '2026-12-05T20:30:00+06:00'; null when it is not one. */
export function fromDhakaInput(local: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) && !Number.isNaN(Date.parse(`${local}:00+06:00`))
    ? `${local}:00+06:00`
    : null;
}
