import { ApiError } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from './load';
import { toReadState } from './use-api-read';

describe('toReadState', () => {
  it('gives the data of a read that succeeded', async () => {
    expect(toReadState(await load(async () => ({ items: [] })))).toEqual({
      status: 'ready',
      data: { items: [] },
    });
  });

  it("keeps a 4xx's Bengali msg, status and code (a page tells NOT_ENROLLED from a failure)", async () => {
    const error = new ApiError(403, 'NOT_ENROLLED', 'এই ব্যাচে আপনি ভর্তি নন।');
    const state = toReadState(await load(() => Promise.reject(error)));
    expect(state).toEqual({
      status: 'error',
      failure: { status: 403, code: 'NOT_ENROLLED', msg: 'এই ব্যাচে আপনি ভর্তি নন।', errors: [] },
    });
    expect(state.status === 'error' && failureMessage(state.failure)).toBe('এই ব্যাচে আপনি ভর্তি নন।');
  });

  it('says "cannot reach" for a network failure or a 5xx', async () => {
    const offline = toReadState(await load(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline).toMatchObject({ status: 'error', failure: { status: 0 } });
    expect(offline.status === 'error' && failureMessage(offline.failure)).toBe(webBn.errors.unreachable);
    const broken = toReadState(
      await load(() => Promise.reject(new ApiError(502, 'BAD_GATEWAY', 'upstream'))),
    );
    expect(broken).toMatchObject({ status: 'error', failure: { status: 502 } });
    expect(broken.status === 'error' && failureMessage(broken.failure)).toBe(webBn.errors.unreachable);
  });
});
