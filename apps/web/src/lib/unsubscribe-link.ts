import type { V3Schemas } from '@tilawat/sdk';
import { errorsBn } from '~/copy/errors';

type Channel = V3Schemas['UnsubscribedResponse']['data']['channel'];

/**
 * Turns a channel of reminders off by its signed token (`POST /reminders/unsubscribe`), from a public page in
 * the browser: a plain fetch, so the page carries none of the SDK's session (the first-load budget). Answers
 * the channel, or the api's Bengali sentence.
 */
export async function unsubscribeByToken(
  apiOrigin: string,
  token: string,
): Promise<{ ok: true; channel: Channel } | { ok: false; msg: string }> {
  try {
    const answer = await fetch(`${apiOrigin}/api/v3/reminders/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const body = (await answer.json().catch(() => null)) as
      | V3Schemas['UnsubscribedResponse']
      | { msg?: string }
      | null;
    if (answer.ok && body && 'data' in body) return { ok: true, channel: body.data.channel };
    return { ok: false, msg: (body && 'msg' in body && body.msg) || errorsBn.unreachable };
  } catch {
    return { ok: false, msg: errorsBn.unreachable };
  }
}
