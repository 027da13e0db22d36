import { type Tilawat, unwrap } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { readAsLearner } from './server-learner';

const origin = 'http://api.test';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers `respond` and keeps what it was asked (the Request and the init Next sees). */
function observed(respond: () => Response | Promise<Response>) {
  const calls: { request: Request; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ request: input as Request, init });
    return respond();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const classes = (api: Tilawat) => unwrap(api.v3.GET('/overview/upcoming-classes'));

describe('readAsLearner', () => {
  it("answers the data, sending the learner's token and never through Next's data cache", async () => {
    const { calls, fetch } = observed(() => json(200, { data: [] }));
    await expect(readAsLearner('access-1', classes, { origin, fetch })).resolves.toEqual({
      ok: true,
      data: [],
    });
    expect(calls).toHaveLength(1);
    const { request, init } = calls[0] ?? { request: new Request(origin), init: undefined };
    expect(request.url).toBe(`${origin}/api/v3/overview/upcoming-classes`);
    expect(request.headers.get('accesstoken')).toBe('access-1');
    expect(init?.cache).toBe('no-store');
    expect(init).not.toHaveProperty('next');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers null on a 401 (no refresh from the server: the browser owns the session), after one request', async () => {
    const { calls, fetch } = observed(() =>
      json(401, { code: 'UNAUTHORIZED', msg: 'আপনার সেশনের মেয়াদ শেষ হয়েছে।' }),
    );
    await expect(readAsLearner('access-1', classes, { origin, fetch })).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it.each([
    { why: 'a 5xx', respond: () => json(503, { msg: 'down' }), status: 503 },
    {
      why: 'a 4xx',
      respond: () => json(403, { code: 'NOT_ENROLLED', msg: 'এই ব্যাচে আপনি ভর্তি নন।' }),
      status: 403,
    },
    { why: 'no connection', respond: () => Promise.reject(new TypeError('fetch failed')), status: 0 },
    {
      why: 'a timeout',
      respond: () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      status: 0,
    },
  ])('answers the failure on $why (shown, never hidden), after one request', async ({ respond, status }) => {
    const { calls, fetch } = observed(respond);
    await expect(readAsLearner('access-1', classes, { origin, fetch })).resolves.toMatchObject({
      ok: false,
      status,
    });
    expect(calls).toHaveLength(1);
  });
});
