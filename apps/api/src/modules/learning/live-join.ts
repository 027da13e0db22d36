// The join window of a live class or an orientation webinar — the one rule both follow — and the
// personal link a learner is given in it.
import { formatTimeLeft } from '@tilawat/domain/format';
import { joinOpensAt, liveClassEndsAt, liveClassState } from '@tilawat/domain/rules';
import type { V3Schemas } from '@tilawat/sdk';
import { msg } from '../../copy/messages';
import { DomainError } from '../../core/errors';

/**
 * The window of a session (a class or a webinar) at `now`: its opening and end when it is open, from
 * 15 minutes before the start to the end. Before it: JOIN_NOT_OPEN saying how long until the start
 * (Bengali digits); after it: CLASS_ENDED.
 */
export function openJoinWindow(
  session: { startsAt: Date; durationMinutes: number },
  now: Date,
  what: 'class' | 'orientation' = 'class',
): { opensAt: Date; closesAt: Date } {
  const times = { starts_at: session.startsAt, duration_minutes: session.durationMinutes };
  const state = liveClassState(times, now);
  if (state === 'ended') {
    throw new DomainError('CLASS_ENDED', what === 'orientation' ? { msg: msg.orientationEnded } : {});
  }
  if (state === 'upcoming') {
    const secondsLeft = (session.startsAt.getTime() - now.getTime()) / 1000;
    throw new DomainError('JOIN_NOT_OPEN', { msg: msg.startsIn(formatTimeLeft(secondsLeft), what) });
  }
  return { opensAt: joinOpensAt(times), closesAt: liveClassEndsAt(times) };
}

/** The meeting service a room URL belongs to. */
export function providerOf(url: string): V3Schemas['LiveJoin']['provider'] {
  const host = new URL(url).hostname;
  if (host === 'zoom.us' || host.endsWith('.zoom.us')) return 'zoom';
  if (host === 'meet.google.com') return 'google-meet';
  return 'jitsi';
}

/**
 * The learner's own link to a room: a Jitsi room opens with their name filled in (its `userInfo`
 * fragment); Zoom and Meet links are already per-meeting and ask the name themselves.
 */
export function personalJoinUrl(url: string, name: string): string {
  if (providerOf(url) !== 'jitsi') return url;
  const base = url.split('#')[0];
  return `${base}#userInfo.displayName=${encodeURIComponent(JSON.stringify(name))}`;
}

/** The contract's LiveJoin for a learner in an open window. */
export function liveJoinJson(
  roomUrl: string,
  learnerName: string,
  window: { opensAt: Date; closesAt: Date },
): V3Schemas['LiveJoin'] {
  return {
    url: personalJoinUrl(roomUrl, learnerName),
    provider: providerOf(roomUrl),
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
  };
}
