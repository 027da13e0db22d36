import { ApiError } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from './load';

describe('load', () => {
  it('passes the data through', async () => {
    expect(await load(async () => [1, 2])).toEqual({ ok: true, data: [1, 2] });
  });

  it('turns an ApiError into its status, code and Bengali msg (an ApiFailure)', async () => {
    const error = new ApiError(404, 'NOT_FOUND', 'কোর্সটি পাওয়া যায়নি।');
    expect(await load(() => Promise.reject(error))).toEqual({
      ok: false,
      status: 404,
      code: 'NOT_FOUND',
      msg: 'কোর্সটি পাওয়া যায়নি।',
      errors: [],
    });
  });

  it('turns any other failure into a network failure (status 0)', async () => {
    expect(await load(() => Promise.reject(new TypeError('fetch failed')))).toMatchObject({
      ok: false,
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('failureMessage', () => {
  const failure = (status: number, msg: string) => ({ ok: false as const, status, code: 'X', msg });

  it.each([
    { given: failure(403, 'আপনি এই ব্যাচে ভর্তি নন।'), want: 'আপনি এই ব্যাচে ভর্তি নন।' },
    { given: failure(404, 'রেকর্ডিংটি পাওয়া যায়নি।'), want: 'রেকর্ডিংটি পাওয়া যায়নি।' },
    { given: failure(500, 'Internal Server Error'), want: webBn.errors.unreachable },
    { given: failure(0, 'fetch failed'), want: webBn.errors.unreachable },
    { given: failure(400, ''), want: webBn.errors.unreachable },
  ])('status $given.status → the sentence to show', ({ given, want }) => {
    expect(failureMessage(given)).toBe(want);
  });
});
