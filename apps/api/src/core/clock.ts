import { readFileSync } from 'node:fs';

/**
 * Where the api reads the time. One clock is passed through `AppOptions` (the system clock unless a
 * caller gives another) to every service that needs "now"; repositories take `now` as an argument.
 * Tests give the app a clock they set and advance, so nothing races the wall clock.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The machine's clock moved by the milliseconds written in a file (`TEST_CLOCK_FILE`, issue 41): the e2e
 * run's clock, so that a walk reaches "the next day" by writing `86400000` instead of waiting a day. Read
 * at start and every 200 ms after; a missing or unreadable file is no offset. env.ts refuses it in
 * production: a deployment's clock is the machine's.
 */
export function offsetFileClock(path: string): Clock & { close(): void } {
  let offset = 0;
  const read = () => {
    try {
      const ms = Number(readFileSync(path, 'utf8').trim());
      offset = Number.isFinite(ms) ? ms : 0;
    } catch {
      offset = 0;
    }
  };
  read();
  const timer = setInterval(read, 200);
  timer.unref();
  return { now: () => new Date(Date.now() + offset), close: () => clearInterval(timer) };
}

/** The calendar day of a moment in Asia/Dhaka, as YYYY-MM-DD. */
export function dhakaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
}

/** The moment an Asia/Dhaka day (YYYY-MM-DD) begins (UTC+6, no daylight saving). */
export function dhakaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+06:00`);
}

/** The last millisecond of an Asia/Dhaka day. */
export function dhakaDayEnd(day: string): Date {
  return new Date(dhakaDayStart(day).getTime() + 86_400_000 - 1);
}

/** The day `days` after `day` (before, when negative), both as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
