import { ApiError } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { load } from './load';

describe('load', () => {
  it('passes the data through', async () => {
    expect(await load(async () => [1, 2])).toEqual({ ok: true, data: [1, 2] });
  });

  it('turns an ApiError into its status, code and Bengali msg', async () => {
    const error = new ApiError(404, 'NOT_FOUND', 'কোর্সটি পাওয়া যায়নি।');
    expect(await load(() => Promise.reject(error))).toEqual({
      ok: false,
      status: 404,
      code: 'NOT_FOUND',
      msg: 'কোর্সটি পাওয়া যায়নি।',
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
