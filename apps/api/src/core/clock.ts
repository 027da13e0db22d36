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

/** The calendar day of a moment in Asia/Dhaka, as YYYY-MM-DD. */
export function dhakaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);
}

/** The day `days` after `day` (before, when negative), both as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
