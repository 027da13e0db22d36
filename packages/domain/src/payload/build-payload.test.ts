import { describe, expect, it } from 'vitest';
import { buildBody, payloadFields } from './build-body';
import { buildQuery, toQueryString } from './build-query';

describe('buildQuery', () => {
  it.each([
    { given: { q: 'তাজবিদ', level: null, mode: '', course: ' ', page: 1 }, want: { q: 'তাজবিদ', page: 1 } },
    { given: { upcoming: false, page: 0 }, want: { upcoming: false, page: 0 } },
    { given: { ids: [1, null, ' ', 2], none: [null] }, want: { ids: [1, 2] } },
    { given: { q: undefined }, want: {} },
  ])('$given → $want', ({ given, want }) => expect(buildQuery(given)).toEqual(want));

  it('toQueryString follows the same rule', () => {
    expect(toQueryString({ card_slug: 'tajweed-book', count: 1000, q: ' ' })).toBe(
      '?card_slug=tajweed-book&count=1000',
    );
    expect(toQueryString({ q: null })).toBe('');
  });
});

describe('buildBody', () => {
  it('keeps only the whitelisted fields of the shape', () => {
    expect(
      buildBody('purchase', {
        schedule: 12,
        amount: 2500,
        method: 'bkash',
        redirect: 'http://localhost:3000/checkout/result',
        promo_code: '',
        courseTitle: 'কুরআন শিক্ষা',
        role: 'admin',
      }),
    ).toEqual({
      schedule: 12,
      amount: 2500,
      method: 'bkash',
      redirect: 'http://localhost:3000/checkout/result',
    });
  });

  it.each([
    {
      shape: 'userLookup',
      given: { phone: '+8801712345678', email: null },
      want: { phone: '+8801712345678' },
    },
    {
      shape: 'login',
      given: { phone: '', email: 'a@b.co', password: 'Tilawat@2026', name: ' ', phone_extra: undefined },
      want: { email: 'a@b.co', password: 'Tilawat@2026' },
    },
    {
      shape: 'otp',
      given: { otp: '482913', phone: '+8801712345678', step: 3 },
      want: { otp: '482913', phone: '+8801712345678' },
    },
    {
      shape: 'basket',
      given: { card: 7, quantity: 0, action: 'set' },
      want: { card: 7, quantity: 0, action: 'set' },
    },
    {
      shape: 'activity',
      given: { event_name: 'video_play', kind: 'recording', item: 0, event_data: { muted: false } },
      want: { event_name: 'video_play', kind: 'recording', item: 0, event_data: { muted: false } },
    },
    {
      shape: 'promoCheck',
      given: { course: 1, promo_code: 'RAMADAN20', currency: 'tk', extra: true },
      want: { course: 1, promo_code: 'RAMADAN20', currency: 'tk' },
    },
  ] as const)('$shape: $given → $want', ({ shape, given, want }) => {
    expect(buildBody(shape, given)).toEqual(want);
  });

  it('an exam submission: exam, answers and final (false kept; an empty attempt may be sent)', () => {
    expect(buildBody('submission', { exam: 71, answers: [], final: false, deadline: 'x' })).toEqual({
      exam: 71,
      answers: [],
      final: false,
    });
  });

  it('keeps false and 0', () => {
    expect(buildBody('topup', { amount: 0, cancel_url: 'x', success_url: false, failed_url: null })).toEqual({
      amount: 0,
      cancel_url: 'x',
      success_url: false,
    });
  });

  it('sends the wallet chosen for a top-up (TopupPayload.method)', () => {
    expect(buildBody('topup', { amount: 500, method: 'bkash', order: 'x' })).toEqual({
      amount: 500,
      method: 'bkash',
    });
  });

  it('knows the 14 payload shapes of the specification (sign-up reuses the login shape), the exam submission, the progress report and a PDF opening made on the device', () => {
    expect(Object.keys(payloadFields)).toHaveLength(18);
    expect(payloadFields.register).toBe(payloadFields.login);
  });
});
