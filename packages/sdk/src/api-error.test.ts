import { describe, expect, it } from 'vitest';
import { createObservedTilawat, json } from '../test/helpers';
import { ApiError, FALLBACK_MESSAGE, isApiError } from './api-error';

describe('ApiError', () => {
  it.each([
    {
      given: json(400, {
        msg: 'ফোন নম্বরটি সঠিক নয়।',
        code: 'VALIDATION_FAILED',
        errors: [{ path: '/phone', msg: 'ভুল' }],
      }),
      want: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'ফোন নম্বরটি সঠিক নয়।',
        errors: [{ path: '/phone', msg: 'ভুল' }],
      },
    },
    {
      given: json(404, { msg: 'খুঁজে পাওয়া যায়নি।', code: 'NOT_FOUND' }),
      want: { status: 404, code: 'NOT_FOUND', message: 'খুঁজে পাওয়া যায়নি।', errors: [] },
    },
    { given: json(500, {}), want: { status: 500, code: 'HTTP_500', message: FALLBACK_MESSAGE, errors: [] } },
    {
      given: json(502, { msg: '' }),
      want: { status: 502, code: 'HTTP_502', message: FALLBACK_MESSAGE, errors: [] },
    },
    {
      given: new Response('<html>Bad gateway</html>', { status: 502 }),
      want: { status: 502, code: 'HTTP_502', message: FALLBACK_MESSAGE, errors: [] },
    },
  ])('turns a $want.status answer into status, code, msg', async ({ given, want }) => {
    const error = await ApiError.fromResponse(given);
    expect(error).toMatchObject(want);
    expect(error.msg).toBe(want.message);
    expect(isApiError(error)).toBe(true);
  });

  it('rejects a failed call of either version with the server msg', async () => {
    const { api } = createObservedTilawat(() =>
      json(409, { msg: 'এই ব্যাচে আপনি আগেই ভর্তি হয়েছেন।', code: 'ALREADY_ENROLLED' }),
    );
    await expect(api.v3.GET('/promo/public')).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_ENROLLED',
    });
    await expect(api.v2.GET('/public/catalog')).rejects.toThrow('এই ব্যাচে আপনি আগেই ভর্তি হয়েছেন।');
  });

  it("rejects a network failure with status 0 and 'Something Went Wrong!'", async () => {
    const { api } = createObservedTilawat(() => {
      throw new TypeError('fetch failed');
    });
    const error = await api.v3.GET('/promo/public').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Something Went Wrong!' });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });
});
