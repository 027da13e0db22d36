import { fieldLimits } from '@tilawat/sdk/field-limits';
import { describe, expect, it } from 'vitest';
import { authStepFields, authSteps } from '../auth/auth-steps';
import { inputLimits, keywordMessages, normalizeBdPhone, toAsciiDigits, toBengaliDigits } from '../rules';
import {
  authStepForms,
  detectIdentity,
  emailRule,
  formMessages,
  forms,
  otpRule,
  passwordRule,
  preferredTimes,
  promoCodeRule,
  topupAmountChips,
  validate,
} from './form-rules';

describe('normalizeBdPhone', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801912345678', '+8801912345678'],
    ['017-1234 5678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['01312345678', '+8801312345678'],
    ['01212345678', null],
    ['0171234567', null],
    ['017123456789', null],
    ['1712345678', null],
    ['+4401712345678', null],
    ['', null],
  ])('%j → %j', (given, want) => expect(normalizeBdPhone(given)).toBe(want));
});

describe('rules', () => {
  it.each([
    [emailRule, ' Learner@Example.COM ', 'learner@example.com'],
    [otpRule, '৪৮২ ৯১৩', '482913'],
    [promoCodeRule, ' ramadan20 ', 'RAMADAN20'],
    [passwordRule, 'Tilawat@2026', 'Tilawat@2026'],
  ] as const)('%# accepts and normalises %j', (rule, given, want) => {
    expect(rule.parse(given)).toBe(want);
  });

  it.each([
    [emailRule, 'not-an-email', formMessages.email],
    [otpRule, '12345', formMessages.otp],
    [otpRule, '12345a', formMessages.otp],
    [promoCodeRule, 'x', formMessages.promoCode],
    [promoCodeRule, 'বাংলা', formMessages.promoCode],
    [passwordRule, 'short', formMessages.passwordShort],
    [passwordRule, 'x'.repeat(129), formMessages.passwordLong],
  ] as const)('%# refuses %j with its Bengali message', (rule, given, want) => {
    const result = rule.safeParse(given);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(want);
  });

  it('toAsciiDigits turns Bengali digits into ASCII', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯ ok')).toBe('0123456789 ok');
  });
});

describe('detectIdentity', () => {
  it.each([
    ['01712345678', { kind: 'phone', phone: '+8801712345678' }],
    ['  learner@example.com ', { kind: 'email', email: 'learner@example.com' }],
    ['learner@', null],
    ['hello', null],
    ['01012345678', null],
  ])('%j → %j', (given, want) => expect(detectIdentity(given)).toEqual(want));
});

describe('forms', () => {
  it('phone-email takes a phone or an e-mail', () => {
    expect(validate(forms.phoneEmail, { identity: '০১৮১২৩৪৫৬৭৮' })).toEqual({
      ok: true,
      data: { identity: { kind: 'phone', phone: '+8801812345678' } },
    });
    expect(validate(forms.phoneEmail, { identity: 'abc' })).toEqual({
      ok: false,
      errors: { identity: formMessages.identity },
    });
  });

  it('signup-name-password checks name, password length and confirmation, field by field', () => {
    expect(
      validate(forms.signupNamePassword, { name: 'আ', password: 'short', confirm_password: 'other' }),
    ).toEqual({
      ok: false,
      errors: {
        name: formMessages.nameShort,
        password: formMessages.passwordShort,
        confirm_password: formMessages.passwordMismatch,
      },
    });
    expect(
      validate(forms.signupNamePassword, {
        name: 'আমিনা খাতুন',
        password: 'Tilawat@2026',
        confirm_password: 'Tilawat@2025',
      }),
    ).toEqual({ ok: false, errors: { confirm_password: formMessages.passwordMismatch } });
    expect(
      validate(forms.signupNamePassword, {
        name: ' আমিনা খাতুন ',
        password: 'Tilawat@2026',
        confirm_password: 'Tilawat@2026',
        phone_extra: '01912345678',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'আমিনা খাতুন',
        password: 'Tilawat@2026',
        confirm_password: 'Tilawat@2026',
        phone_extra: '+8801912345678',
      },
    });
  });

  it('reset-password needs the code, a new password and the same again', () => {
    expect(
      validate(forms.resetPassword, { otp: '12', new_password: 'NotunPass@2026', confirm_password: 'x' }),
    ).toEqual({
      ok: false,
      errors: { otp: formMessages.otp, confirm_password: formMessages.passwordMismatch },
    });
  });

  it('checkout needs one of the four wallets', () => {
    expect(validate(forms.checkout, { method: 'nagad' })).toEqual({ ok: true, data: { method: 'nagad' } });
    for (const method of [undefined, null, '', 'paypal']) {
      expect(validate(forms.checkout, { method })).toEqual({
        ok: false,
        errors: { method: formMessages.paymentMethod },
      });
    }
  });

  it('promo normalises the code', () => {
    expect(validate(forms.promo, { promo_code: 'free100' })).toEqual({
      ok: true,
      data: { promo_code: 'FREE100' },
    });
  });
});

describe('forms.lead', () => {
  it('takes the name and the phone alone, normalised, and nothing else', () => {
    expect(validate(forms.lead, { name: ' রহিমা বেগম ', phone: '০১৮১২৩৪৫৬৭৮' })).toEqual({
      ok: true,
      data: { name: 'রহিমা বেগম', phone: '+8801812345678' },
    });
  });

  it('leaves blank optional fields out of the body', () => {
    const result = validate(forms.lead, {
      name: 'রহিমা বেগম',
      phone: '01812345678',
      email: ' ',
      course: '',
      preferred_time: '',
      message: '   ',
    });
    expect(result).toEqual({ ok: true, data: { name: 'রহিমা বেগম', phone: '+8801812345678' } });
    expect(Object.keys(result.ok ? result.data : {})).toEqual(['name', 'phone']);
  });

  it('takes every field filled, the course as a number and the e-mail in lower case', () => {
    expect(
      validate(forms.lead, {
        name: 'রহিমা বেগম',
        phone: '+8801812345678',
        email: ' Rahima@Example.COM ',
        course: '3',
        preferred_time: 'evening',
        message: ' আমার মেয়ের জন্য\nকোর্সটি সম্পর্কে জানতে চাই। ',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'রহিমা বেগম',
        phone: '+8801812345678',
        email: 'rahima@example.com',
        course: 3,
        preferred_time: 'evening',
        message: 'আমার মেয়ের জন্য\nকোর্সটি সম্পর্কে জানতে চাই।',
      },
    });
  });

  it('refuses each field with its Bengali message', () => {
    expect(
      validate(forms.lead, {
        name: 'র',
        phone: '0171',
        email: 'rahima@',
        course: 'abc',
        preferred_time: 'midnight',
        message: 'x'.repeat(inputLimits.leadMessage.maxLength + 1),
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: formMessages.nameShort,
        phone: formMessages.phone,
        email: formMessages.email,
        course: keywordMessages.enum,
        preferred_time: keywordMessages.enum,
        message: keywordMessages.maxLength,
      },
    });
  });

  it('needs a name and a phone', () => {
    expect(validate(forms.lead, {})).toEqual({
      ok: false,
      errors: { name: formMessages.nameShort, phone: formMessages.phone },
    });
    expect(validate(forms.lead, { name: '   ', phone: '' })).toEqual({
      ok: false,
      errors: { name: formMessages.nameShort, phone: formMessages.phone },
    });
  });

  it('refuses a name longer than the contract allows and a message with a control character', () => {
    expect(
      validate(forms.lead, {
        name: 'ক'.repeat(inputLimits.name.maxLength + 1),
        phone: '01712345678',
        message: 'ভালো\u0007',
      }),
    ).toEqual({
      ok: false,
      errors: { name: formMessages.nameLong, message: formMessages.invisibleCharacter },
    });
  });

  it('takes a message of exactly the limit', () => {
    const message = 'ক'.repeat(inputLimits.leadMessage.maxLength);
    expect(validate(forms.lead, { name: 'রহিমা', phone: '01712345678', message })).toEqual({
      ok: true,
      data: { name: 'রহিমা', phone: '+8801712345678', message },
    });
  });

  it("uses the contract's limits of LeadPayload", () => {
    expect(inputLimits.name).toEqual(fieldLimits.v3['LeadPayload.name']);
    expect(inputLimits.leadMessage).toEqual({ maxLength: 1000 });
    expect(preferredTimes).toEqual(['morning', 'afternoon', 'evening', 'night']);
  });
});

describe('forms.orderInfo', () => {
  const limits = {
    name: fieldLimits.v2['OrderInfo.name'],
    address: fieldLimits.v2['OrderInfo.address'],
    city: fieldLimits.v2['OrderInfo.city'],
    note: fieldLimits.v2['OrderInfo.note'],
  };

  it('takes a name, a phone and an address, trimmed and normalised, and nothing else', () => {
    const result = validate(forms.orderInfo, {
      name: ' আব্দুল্লাহ আল মামুন ',
      phone: '০১৭১২৩৪৫৬৭৮',
      address: ' বাসা ৭, রোড ৩,\nমিরপুর ১০ ',
      city: '  ',
      size: '',
      note: '',
    });
    expect(result).toEqual({
      ok: true,
      data: { name: 'আব্দুল্লাহ আল মামুন', phone: '+8801712345678', address: 'বাসা ৭, রোড ৩,\nমিরপুর ১০' },
    });
    expect(Object.keys(result.ok ? result.data : {})).toEqual(['name', 'phone', 'address']);
  });

  it('keeps the district, the size and the note when given', () => {
    expect(
      validate(forms.orderInfo, {
        name: 'আব্দুল্লাহ আল মামুন',
        phone: '+8801712345678',
        address: 'বাসা ৭, রোড ৩, মিরপুর ১০',
        city: ' ঢাকা ',
        size: 'medium',
        note: 'বিকেলে ফোন দিয়ে আসবেন।',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'আব্দুল্লাহ আল মামুন',
        phone: '+8801712345678',
        address: 'বাসা ৭, রোড ৩, মিরপুর ১০',
        city: 'ঢাকা',
        size: 'medium',
        note: 'বিকেলে ফোন দিয়ে আসবেন।',
      },
    });
  });

  it('needs a name, a phone and an address, each with its Bengali message', () => {
    const blank = {
      ok: false,
      errors: {
        name: formMessages.nameShort,
        phone: formMessages.phone,
        address: keywordMessages.required,
      },
    };
    expect(validate(forms.orderInfo, {})).toEqual(blank);
    expect(validate(forms.orderInfo, { name: ' ', phone: '', address: '   ' })).toEqual(blank);
  });

  it('refuses what the contract refuses: a short address, long fields, a size it does not know', () => {
    expect(
      validate(forms.orderInfo, {
        name: 'ক'.repeat(limits.name.maxLength + 1),
        phone: '01212345678',
        address: 'ঢাকা',
        city: 'ক'.repeat(limits.city.maxLength + 1),
        size: 'huge',
        note: 'ক'.repeat(limits.note.maxLength + 1),
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: formMessages.nameLong,
        phone: formMessages.phone,
        address: keywordMessages.minLength,
        city: keywordMessages.maxLength,
        size: keywordMessages.enum,
        note: keywordMessages.maxLength,
      },
    });
    expect(
      validate(forms.orderInfo, {
        name: 'আমিনা',
        phone: '01712345678',
        address: 'ক'.repeat(limits.address.maxLength + 1),
      }),
    ).toEqual({ ok: false, errors: { address: keywordMessages.maxLength } });
  });

  it('refuses invisible control characters, but lets the address and note run over lines', () => {
    expect(
      validate(forms.orderInfo, {
        name: 'আমিনা',
        phone: '01712345678',
        address: 'বাসা ৭\u0007, রোড ৩',
        city: 'ঢাকা\nসদর',
        note: 'গেটে\tফোন দিন',
      }),
    ).toEqual({
      ok: false,
      errors: { address: formMessages.invisibleCharacter, city: formMessages.invisibleCharacter },
    });
  });

  it('takes each field at exactly its limit', () => {
    const values = {
      name: 'ক'.repeat(limits.name.maxLength),
      phone: '01712345678',
      address: 'ক'.repeat(limits.address.minLength),
      city: 'ক'.repeat(limits.city.maxLength),
      note: 'ক'.repeat(limits.note.maxLength),
    };
    expect(validate(forms.orderInfo, values)).toEqual({
      ok: true,
      data: { ...values, phone: '+8801712345678' },
    });
    expect(validate(forms.orderInfo, { ...values, address: 'ক'.repeat(limits.address.maxLength) }).ok).toBe(
      true,
    );
  });

  it("uses the contract's limits of OrderInfo (the name rule's are the same)", () => {
    expect(limits.name).toEqual(inputLimits.name);
    expect(limits.address).toEqual({ minLength: 5, maxLength: 300 });
    expect(limits.city).toEqual({ maxLength: 60 });
    expect(limits.note).toEqual({ maxLength: 300 });
  });
});

describe('authStepForms', () => {
  it.each(authSteps)('the form of %s checks exactly the fields its screen submits', (step) => {
    expect(Object.keys(authStepForms[step].shape).sort()).toEqual([...authStepFields[step]].sort());
  });

  it('forgot-password reads the phone or e-mail as phone-email does', () => {
    expect(validate(forms.forgotPassword, { identity: 'abc' })).toEqual({
      ok: false,
      errors: { identity: formMessages.identity },
    });
  });
});

describe('forms.topup', () => {
  const limits = fieldLimits.v2['TopupPayload.amount'];

  it.each([
    ['500', 500],
    ['৫০০', 500],
    [' ১,০০০ ', 1000],
    ['৳২০০', 200],
    ['10,000', 10000],
    ['50', 50],
    [750, 750],
  ] as const)('takes %j as %j taka', (amount, want) => {
    expect(validate(forms.topup, { amount, method: 'bkash' })).toEqual({
      ok: true,
      data: { amount: want, method: 'bkash' },
    });
  });

  it.each([
    '',
    '   ',
    '49',
    '৪৯',
    '10001',
    '১০,০০১',
    '0',
    '-100',
    '100.50',
    '১০০.৫',
    'একশো',
    '1e3',
    null,
    undefined,
    99.5,
  ])('refuses %j with the message that names the limits', (amount) => {
    expect(validate(forms.topup, { amount, method: 'nagad' })).toEqual({
      ok: false,
      errors: { amount: formMessages.topupAmount },
    });
  });

  it('names the limits of specs/ in Bengali digits', () => {
    expect(limits).toEqual({ minimum: 50, maximum: 10000 });
    expect(inputLimits.topupAmount).toEqual(limits);
    expect(formMessages.topupAmount).toBe('টপ-আপের পরিমাণ ৫০ থেকে ১০,০০০ টাকার মধ্যে লিখুন।');
  });

  it('needs one of the wallets, with the wallet message', () => {
    for (const method of [undefined, null, '', 'paypal']) {
      expect(validate(forms.topup, { amount: '500', method })).toEqual({
        ok: false,
        errors: { method: formMessages.paymentMethod },
      });
    }
    expect(validate(forms.topup, {})).toEqual({
      ok: false,
      errors: { amount: formMessages.topupAmount, method: formMessages.paymentMethod },
    });
  });

  // Property: every amount the form takes is one the contract takes, as a whole number.
  it('accepts exactly the whole amounts within the limits', () => {
    for (let amount = limits.minimum - 3; amount <= limits.maximum + 3; amount += 1) {
      const result = validate(forms.topup, { amount: toBengaliDigits(amount), method: 'upay' });
      const inside = amount >= limits.minimum && amount <= limits.maximum;
      expect(result.ok).toBe(inside);
      if (result.ok) expect(result.data.amount).toBe(amount);
    }
  });
});

describe('topupAmountChips', () => {
  const limits = fieldLimits.v2['TopupPayload.amount'];

  it('offers ৳100, ৳200, ৳500, ৳1,000 and ৳2,000, smallest first', () => {
    expect([...topupAmountChips]).toEqual([100, 200, 500, 1000, 2000]);
  });

  it.each([...topupAmountChips])('৳%i lies within the contract and passes forms.topup', (amount) => {
    expect(Number.isInteger(amount)).toBe(true);
    expect(amount).toBeGreaterThanOrEqual(limits.minimum);
    expect(amount).toBeLessThanOrEqual(limits.maximum);
    expect(validate(forms.topup, { amount: String(amount), method: 'rocket' }).ok).toBe(true);
  });
});

describe('forms.review', () => {
  const limits = {
    rating: fieldLimits.v2['ReviewPayload.rating'],
    comment: fieldLimits.v2['ReviewPayload.comment'],
  };

  it('takes the stars alone, a blank comment left out', () => {
    for (const comment of [undefined, null, '', '   \n ']) {
      const result = validate(forms.review, { rating: '4', comment });
      expect(result).toEqual({ ok: true, data: { rating: 4 } });
      expect(Object.keys(result.ok ? result.data : {})).toEqual(['rating']);
    }
  });

  it('takes the stars (a number, ASCII or Bengali digit) and a trimmed comment over lines', () => {
    expect(validate(forms.review, { rating: 5, comment: '  ছাপা পরিষ্কার।\nআলহামদুলিল্লাহ। ' })).toEqual({
      ok: true,
      data: { rating: 5, comment: 'ছাপা পরিষ্কার।\nআলহামদুলিল্লাহ।' },
    });
    expect(validate(forms.review, { rating: '৩' })).toEqual({ ok: true, data: { rating: 3 } });
  });

  it.each([undefined, null, '', '0', '6', '4.5', 'ভালো', 0, 6, 2.5])(
    'refuses the stars %j with the rating message',
    (rating) => {
      expect(validate(forms.review, { rating, comment: 'ভালো' })).toEqual({
        ok: false,
        errors: { rating: formMessages.rating },
      });
    },
  );

  it('takes a comment of exactly the limit, refuses one longer and invisible characters', () => {
    expect(limits).toEqual({ rating: { minimum: 1, maximum: 5 }, comment: { maxLength: 1000 } });
    expect(validate(forms.review, { rating: '1', comment: 'ক'.repeat(limits.comment.maxLength) }).ok).toBe(
      true,
    );
    expect(
      validate(forms.review, { rating: '1', comment: 'ক'.repeat(limits.comment.maxLength + 1) }),
    ).toEqual({ ok: false, errors: { comment: keywordMessages.maxLength } });
    expect(validate(forms.review, { rating: '2', comment: 'ভালো\u0007' })).toEqual({
      ok: false,
      errors: { comment: formMessages.invisibleCharacter },
    });
  });

  it('says the rating message in Bengali', () => {
    expect(formMessages.rating).toBe('তারকা দিয়ে রেটিং দিন।');
  });
});

describe('forms.profile', () => {
  const limits = fieldLimits.v2['UserUpdatePayload.name'];

  it('takes the name trimmed and a second number normalised (Bengali digits, +88 or not)', () => {
    expect(validate(forms.profile, { name: ' রহিমা বেগম ', phone_extra: '০১৮১২৩৪৫৬৭৮' })).toEqual({
      ok: true,
      data: { name: 'রহিমা বেগম', phone_extra: '+8801812345678' },
    });
    expect(validate(forms.profile, { name: 'রহিমা বেগম', phone_extra: ' +88 01812-345678 ' })).toEqual({
      ok: true,
      data: { name: 'রহিমা বেগম', phone_extra: '+8801812345678' },
    });
  });

  it.each(['', '   ', null, undefined])(
    'sends a blank second number %j as null: remove it',
    (phone_extra) => {
      expect(validate(forms.profile, { name: 'রহিমা বেগম', phone_extra })).toEqual({
        ok: true,
        data: { name: 'রহিমা বেগম', phone_extra: null },
      });
    },
  );

  it('refuses each field with its Bengali message', () => {
    expect(validate(forms.profile, { name: ' ক ', phone_extra: '01212345678' })).toEqual({
      ok: false,
      errors: { name: formMessages.nameShort, phone_extra: formMessages.phone },
    });
    expect(validate(forms.profile, {})).toEqual({ ok: false, errors: { name: formMessages.nameShort } });
    expect(validate(forms.profile, { name: 'রহিমা\u0007বেগম' })).toEqual({
      ok: false,
      errors: { name: formMessages.invisibleCharacter },
    });
  });

  it("takes a name of exactly the contract's limits, refuses one beyond them", () => {
    expect(limits).toEqual({ minLength: 2, maxLength: 80 });
    expect(inputLimits.profileName).toEqual(limits);
    expect(validate(forms.profile, { name: 'কখ' }).ok).toBe(true);
    expect(validate(forms.profile, { name: 'ক'.repeat(limits.maxLength) }).ok).toBe(true);
    expect(validate(forms.profile, { name: 'ক'.repeat(limits.maxLength + 1) })).toEqual({
      ok: false,
      errors: { name: formMessages.nameLong },
    });
    // The message states the register limit; the profile's must be the same for it to be true.
    expect(inputLimits.name).toEqual(limits);
  });

  it('sends only the fields of UserUpdatePayload', () => {
    const result = validate(forms.profile, { name: 'রহিমা বেগম', phone_extra: '', email: 'x@example.com' });
    expect(Object.keys(result.ok ? result.data : {})).toEqual(['name', 'phone_extra']);
  });
});
