import { ApiError } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { isTransientFailure, toApiFailure } from './api-failure';

describe('toApiFailure', () => {
  it('keeps the status, code, Bengali msg and field errors of an ApiError', () => {
    const errors = [{ path: 'password', msg: 'পাসওয়ার্ড ছোট' }];
    expect(toApiFailure(new ApiError(400, 'VALIDATION_FAILED', 'তথ্য ঠিক নেই।', errors))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      msg: 'তথ্য ঠিক নেই।',
      errors,
    });
  });

  it('keeps an ApiFailure as it is (a rejected thunk, unwrapped)', () => {
    const failure = { status: 401, code: 'INVALID_CREDENTIALS', msg: 'পাসওয়ার্ড সঠিক নয়।', errors: [] };
    expect(toApiFailure(failure)).toBe(failure);
  });

  it.each([
    { given: new TypeError('fetch failed'), code: 'NETWORK_ERROR' },
    { given: { status: 400, code: 'X' }, code: 'UNKNOWN' },
    { given: new Error('quick-login answered without tokens'), code: 'UNKNOWN' },
    { given: 'a string', code: 'UNKNOWN' },
  ])('turns $given into status 0 $code with the fallback message', ({ given, code }) => {
    expect(toApiFailure(given)).toEqual({ status: 0, code, msg: 'Something Went Wrong!', errors: [] });
  });
});

describe('isTransientFailure', () => {
  it.each([
    [0, true],
    [429, true],
    [500, true],
    [502, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
  ])('status %i → %s', (status, want) => expect(isTransientFailure({ status })).toBe(want));
});
