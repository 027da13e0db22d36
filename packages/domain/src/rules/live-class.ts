/**
 * The join link of a live class opens this many minutes before its start (apps/api/README.md, "Live
 * classes and webinars share one window").
 */
export const JOIN_OPENS_BEFORE_MINUTES = 15;

/**
 * Where a live class stands: `upcoming` (the join link is not open yet), `open` (join now, before the
 * start), `live` (running), `ended`. The contract's LiveClass `status` has three of them: `live` is
 * `open` there (the link works until the end).
 */
export type LiveClassState = 'upcoming' | 'open' | 'live' | 'ended';

export interface LiveClassTimes {
  /** ISO 8601 or a Date. */
  starts_at: string | Date;
  duration_minutes: number;
}

const time = (value: string | Date | number) =>
  typeof value === 'number' ? value : new Date(value).getTime();

/** When the join link of a class opens. */
export function joinOpensAt(liveClass: LiveClassTimes): Date {
  return new Date(time(liveClass.starts_at) - JOIN_OPENS_BEFORE_MINUTES * 60_000);
}

/** When a class ends. */
export function liveClassEndsAt(liveClass: LiveClassTimes): Date {
  return new Date(time(liveClass.starts_at) + liveClass.duration_minutes * 60_000);
}

/** The one rule of a live class's state at `now`, for the api's status and the web's card alike. */
export function liveClassState(liveClass: LiveClassTimes, now: Date | number | string): LiveClassState {
  const t = time(now);
  if (t >= liveClassEndsAt(liveClass).getTime()) return 'ended';
  if (t >= time(liveClass.starts_at)) return 'live';
  if (t >= joinOpensAt(liveClass).getTime()) return 'open';
  return 'upcoming';
}

/** The contract's three-state `status` of a live class at `now`. */
export function liveClassStatus(
  liveClass: LiveClassTimes,
  now: Date | number | string,
): 'upcoming' | 'open' | 'ended' {
  const state = liveClassState(liveClass, now);
  return state === 'live' ? 'open' : state;
}
