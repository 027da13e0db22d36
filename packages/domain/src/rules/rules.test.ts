import { fieldLimits } from '@tilawat/sdk/field-limits';
import { describe, expect, it } from 'vitest';
import {
  fieldMessage,
  fieldMessages,
  joinOpensAt,
  keywordMessages,
  liveClassState,
  liveClassStatus,
  normalizeBdPhone,
  oneTimeCode,
  patternLength,
  toAsciiDigits,
  toBengaliDigits,
  wallets,
} from './index';

const lesson = { starts_at: '2026-11-23T14:00:00Z', duration_minutes: 60 };

describe('liveClassState', () => {
  it.each([
    ['2026-11-23T13:44:59Z', 'upcoming', 'upcoming'],
    ['2026-11-23T13:45:00Z', 'open', 'open'],
    ['2026-11-23T14:00:00Z', 'live', 'open'],
    ['2026-11-23T14:59:59Z', 'live', 'open'],
    ['2026-11-23T15:00:00Z', 'ended', 'ended'],
  ] as const)('at %s is %s (contract status %s)', (now, state, status) => {
    expect(liveClassState(lesson, now)).toBe(state);
    expect(liveClassStatus(lesson, new Date(now))).toBe(status);
  });

  it('opens the join link 15 minutes before the start', () => {
    expect(joinOpensAt(lesson).toISOString()).toBe('2026-11-23T13:45:00.000Z');
  });
});

describe('normalizeBdPhone', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['০১৭১২-৩৪৫ ৬৭৮', '+8801712345678'],
    ['01212345678', null],
    ['0171234567', null],
    ['', null],
  ])('%s → %s', (given, want) => {
    expect(normalizeBdPhone(given)).toBe(want);
  });

  it('reads Bengali digits as ASCII, and writes ASCII digits in Bengali', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toBengaliDigits('0123456789 ok')).toBe('০১২৩৪৫৬৭৮৯ ok');
    expect(toBengaliDigits(128)).toBe('১২৮');
  });

  // Property: whatever the learner types, an accepted number is one the contract's BdPhone accepts.
  it.each(['01712345678', '+88 017-1234-5678', '৮৮০১৯১২৩৪৫৬৭৮', '(017) 1234 5678', '01312345678'])(
    '%s normalises to a number the contract accepts',
    (given) => {
      const phone = normalizeBdPhone(given);
      expect(phone).toMatch(/^\+8801[3-9]\d{8}$/);
      expect(new RegExp(fieldLimits.common.BdPhone.pattern).test(phone ?? '')).toBe(true);
    },
  );
});

describe('limits from the contract', () => {
  it.each([
    ['^[0-9]{6}$', { min: 6, max: 6 }],
    ['^[A-Za-z0-9_-]{3,32}$', { min: 3, max: 32 }],
  ])('patternLength(%s)', (pattern, want) => {
    expect(patternLength(pattern)).toEqual(want);
  });

  it('refuses a pattern without a final length', () => {
    expect(() => patternLength('^[a-z]+$')).toThrow(/no length/);
  });

  it('makes one-time codes of the length the contract accepts', () => {
    const otp = new RegExp(fieldLimits.common.OtpCode.pattern);
    expect(otp.test('4'.repeat(oneTimeCode.length))).toBe(true);
    expect(otp.test('4'.repeat(oneTimeCode.length - 1))).toBe(false);
  });
});

describe('fieldMessages', () => {
  // The same sentences as ever, with the contract's numbers in Bengali digits.
  it.each([
    ['passwordShort', 'পাসওয়ার্ড অন্তত ৮ অক্ষরের হতে হবে।'],
    ['passwordLong', 'পাসওয়ার্ড ১২৮ অক্ষরের বেশি হতে পারবে না।'],
    ['nameLong', 'নাম ৮০ অক্ষরের মধ্যে লিখুন।'],
    ['promoCode', 'সঠিক প্রোমো কোড লিখুন (৩–৩২ অক্ষর, ইংরেজি অক্ষর বা সংখ্যা)।'],
  ] as const)('%s states the limit of specs/', (key, want) => {
    expect(fieldMessages[key]).toBe(want);
  });
});

describe('fieldMessage', () => {
  it.each([
    ['name', 'minLength', fieldMessages.nameShort],
    ['name', 'maxLength', fieldMessages.nameLong],
    ['password', 'minLength', fieldMessages.passwordShort],
    ['new_password', 'maxLength', fieldMessages.passwordLong],
    ['phone_extra', 'pattern', fieldMessages.phone],
    ['name', 'pattern', fieldMessages.invisibleCharacter],
    ['confirm_password', 'pattern', fieldMessages.invisibleCharacter],
    ['quantity', 'maximum', keywordMessages.maximum],
    ['constructor', 'type', keywordMessages.type],
    ['x', 'unknownKeyword', 'fallback'],
  ])('%s failing %s', (field, keyword, want) => {
    expect(fieldMessage(field, keyword, 'fallback')).toBe(want);
  });
});

describe('wallets', () => {
  // WCAG 2 relative luminance and contrast of ink on the wallet's colour.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(Object.entries(wallets))('%s: its ink reads on its colour (AA, 4.5:1)', (_method, wallet) => {
    expect(contrast(wallet.colour, wallet.ink)).toBeGreaterThanOrEqual(4.5);
  });
});
