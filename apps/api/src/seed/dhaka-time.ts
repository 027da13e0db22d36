// Time in Asia/Dhaka (UTC+6, no DST) for the demo content, which is placed relative to `now`.

export type Weekday = 'sat' | 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri';

export const DHAKA_OFFSET_MS = 6 * 3_600_000;
export const DAY_MS = 86_400_000;
const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `hh:mm` in Asia/Dhaka on the Dhaka calendar day `days` after the day of `from`. */
export function dhakaAt(from: Date, days: number, time: string): Date {
  const wall = new Date(from.getTime() + DHAKA_OFFSET_MS);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, hours, minutes) -
      DHAKA_OFFSET_MS,
  );
}

const dhakaWeekday = (at: Date): Weekday =>
  WEEKDAYS[new Date(at.getTime() + DHAKA_OFFSET_MS).getUTCDay()] as Weekday;

/** Class sessions of a schedule, from the day `fromDays` after `now`, as many as asked. */
export function sessions(
  now: Date,
  fromDays: number,
  days: Weekday[],
  time: string,
  howMany: number,
): Date[] {
  const found: Date[] = [];
  for (let day = fromDays; found.length < howMany && day < fromDays + 400; day += 1) {
    const at = dhakaAt(now, day, time);
    if (days.includes(dhakaWeekday(at))) found.push(at);
  }
  return found;
}
