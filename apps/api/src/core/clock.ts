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
