import type { V2Schemas } from '@tilawat/sdk';

type Activity = V2Schemas['ActivityPayload'];

/** The part of the SDK client an event needs (the tab's signed-in client). */
interface ActivityApi {
  v2: { POST(path: '/activity', init: { body: Activity }): Promise<unknown> };
}

const sent = new Set<string>();

/**
 * Reports one usage event of the signed-in learner (`POST /activity`) once per page load and `key`,
 * never blocking what the learner does: nothing awaits it, and a failure (offline, 429) is dropped —
 * statistics are not worth a learner's error message.
 */
export function reportOnce(api: ActivityApi | null | undefined, key: string, event: Activity): void {
  if (!api || sent.has(key)) return;
  sent.add(key);
  const send = () => void api.v2.POST('/activity', { body: event }).catch(() => undefined);
  // after the page's own work: when the browser is idle, where it can say so
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(send);
  else setTimeout(send, 0);
}

/** Forgets what was sent (tests). */
export function resetActivity(): void {
  sent.clear();
}
