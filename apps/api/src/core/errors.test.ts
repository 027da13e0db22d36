import { describe, expect, it } from 'vitest';
import { msg } from '../copy/messages';
import { answerOf, DomainError, fieldProblems, isDatabaseBusy } from './errors';

describe('answerOf (the one mapping of a domain failure)', () => {
  it.each([
    {
      given: new DomainError('SOLD_OUT'),
      want: { statusCode: 409, headers: {}, body: { code: 'SOLD_OUT', msg: msg.soldOut } },
    },
    {
      given: new DomainError('ON_DEMAND_BATCH_NOT_FOUND'),
      want: { statusCode: 404, headers: {}, body: { code: 'BATCH_NOT_FOUND', msg: msg.onDemandNotFound } },
    },
    // a failure about a field is bad input: 400, with the field's path
    {
      given: new DomainError('PROMO_NOT_FOUND', { field: 'promo_code' }),
      want: {
        statusCode: 400,
        headers: {},
        body: {
          code: 'PROMO_NOT_FOUND',
          msg: msg.promoNotFound,
          errors: [{ path: '/promo_code', msg: msg.promoNotFound }],
        },
      },
    },
    {
      given: new DomainError('PROMO_NOT_FOUND'),
      want: { statusCode: 404, headers: {}, body: { code: 'PROMO_NOT_FOUND', msg: msg.promoNotFound } },
    },
    {
      given: new DomainError('OTP_TOO_SOON', { retryAfterSeconds: 12.2 }),
      want: {
        statusCode: 429,
        headers: { 'retry-after': '13' },
        body: { code: 'OTP_TOO_SOON', msg: msg.otpTooSoon },
      },
    },
    {
      given: new DomainError('RATE_LIMITED', { retryAfterSeconds: 0.2 }),
      want: {
        statusCode: 429,
        headers: { 'retry-after': '1' },
        body: { code: 'RATE_LIMITED', msg: msg.rateLimited },
      },
    },
  ])('$given.failure $given.details → $want.statusCode', ({ given, want }) => {
    expect(answerOf(given)).toEqual(want);
  });

  it('answers a Bengali msg for every failure', () => {
    const bengali = /[\u0980-\u09FF]/;
    for (const failure of ['NOT_FOUND', 'AMOUNT_MISMATCH', 'MEDIA_LINK_EXPIRED', 'PHONE_INVALID'] as const) {
      expect(answerOf(new DomainError(failure)).body.msg).toMatch(bengali);
    }
  });
});

describe('fieldProblems', () => {
  it('names each field once, with the shared field message, and prefixes params and query', () => {
    expect(
      fieldProblems([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'phone' } },
        { instancePath: '/phone', keyword: 'pattern' },
        { instancePath: '/password', keyword: 'minLength' },
        { instancePath: '/password', keyword: 'maxLength' },
      ]),
    ).toEqual([
      { path: '/phone', msg: expect.stringMatching(/০১৭১২৩৪৫৬৭৮/) },
      { path: '/password', msg: expect.stringMatching(/৮ অক্ষরের/) },
    ]);
    expect(fieldProblems([{ instancePath: '/id', keyword: 'type' }], 'params')).toEqual([
      { path: '/params/id', msg: expect.any(String) },
    ]);
  });
});

describe('isDatabaseBusy (a 503, not a 500: issue 37)', () => {
  it('knows a cancelled statement and a connection not given in time, wrapped or not', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(isDatabaseBusy(cancelled)).toBe(true);
    // drizzle's DrizzleQueryError keeps the driver's error as its cause
    expect(isDatabaseBusy(new Error('Failed query: select 1', { cause: cancelled }))).toBe(true);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseBusy(
        new Error('Failed query', { cause: new Error('Connection terminated due to connection timeout') }),
      ),
    ).toBe(true);
  });

  it('leaves every other error a 500', () => {
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
    expect(isDatabaseBusy('57014')).toBe(false);
  });
});
