import { describe, expect, it } from 'vitest';
import {
  formatClassTime,
  formatDate,
  formatDateTime,
  formatDigits,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatTimeLeft,
  formatWeekdayDate,
  fromDhakaInput,
  toDhakaInput,
} from './format-bn';

describe('formatNumber and formatDigits', () => {
  it.each([
    [0, '০'],
    [7, '৭'],
    [1500, '১,৫০০'],
    [1234567, '১২,৩৪,৫৬৭'],
  ])('formatNumber(%d) is %s', (given, want) => expect(formatNumber(given)).toBe(want));

  it.each([
    [2026, '২০২৬'],
    ['01712345678', '০১৭১২৩৪৫৬৭৮'],
    ['ব্যাচ 12', 'ব্যাচ ১২'],
  ])('formatDigits(%j) is %s', (given, want) => expect(formatDigits(given)).toBe(want));
});

describe('formatMoney', () => {
  it.each([
    [2500, 'tk', '৳২,৫০০'],
    [0, 'tk', '৳০'],
    [40, 'star', '৪০ স্টার'],
    [120, 'point', '১২০ পয়েন্ট'],
  ] as const)('%d %s is %s', (amount, unit, want) => expect(formatMoney(amount, unit)).toBe(want));
});

describe('dates and times in Asia/Dhaka', () => {
  // 14:30 UTC is 20:30 in Dhaka (UTC+6), and 20:00 UTC is already the next day there.
  it.each([
    { given: '2026-12-05T14:30:00Z', date: '৫ ডিসেম্বর, ২০২৬', time: 'রাত ৮:৩০', weekday: 'শনিবার, ৫ ডিসেম্বর' },
    { given: '2026-12-05T20:00:00Z', date: '৬ ডিসেম্বর, ২০২৬', time: 'রাত ২:০০', weekday: 'রবিবার, ৬ ডিসেম্বর' },
    { given: '2026-12-05T03:15:00Z', date: '৫ ডিসেম্বর, ২০২৬', time: 'সকাল ৯:১৫', weekday: 'শনিবার, ৫ ডিসেম্বর' },
    {
      given: '2026-12-05T12:00:00+06:00',
      date: '৫ ডিসেম্বর, ২০২৬',
      time: 'দুপুর ১২:০০',
      weekday: 'শনিবার, ৫ ডিসেম্বর',
    },
  ])('$given', ({ given, date, time, weekday }) => {
    expect(formatDate(given)).toBe(date);
    expect(formatTime(given)).toBe(time);
    expect(formatWeekdayDate(given)).toBe(weekday);
    expect(formatDateTime(given)).toBe(`${date}, ${time}`);
  });
});

describe('formatClassTime', () => {
  it.each([
    ['20:30', 'রাত ৮:৩০'],
    ['07:05', 'সকাল ৭:০৫'],
  ])('a class at %s is %s', (given, want) => expect(formatClassTime(given)).toBe(want));
});

describe('formatRelative', () => {
  const now = '2026-11-21T10:00:00+06:00';
  it.each([
    ['2026-11-24T10:00:00+06:00', '৩ দিন পর'],
    ['2026-11-21T08:00:00+06:00', '২ ঘণ্টা আগে'],
    ['2026-11-21T10:00:30+06:00', 'এইমাত্র'],
    ['2026-11-21T10:15:00+06:00', '১৫ মিনিট পর'],
    ['2026-12-05T10:00:00+06:00', '২ সপ্তাহ পর'],
    ['2025-11-01T10:00:00+06:00', '১ বছর আগে'],
  ])('%s is %s', (given, want) => expect(formatRelative(given, now)).toBe(want));
});

describe('formatDuration', () => {
  it.each([
    [840, '১৪ মিনিট'],
    [3600, '১ ঘণ্টা'],
    [3900, '১ ঘণ্টা ৫ মিনিট'],
    [20, '১ মিনিট'],
    [0, '০ মিনিট'],
  ])('%d s is %s', (given, want) => expect(formatDuration(given)).toBe(want));

  it('says the time left in days and hours, hours and minutes, minutes, or seconds — never more than is left', () => {
    expect(formatTimeLeft(2 * 86_400 + 3 * 3600 + 59 * 60)).toBe('২ দিন ৩ ঘণ্টা');
    expect(formatTimeLeft(86_400 + 30)).toBe('১ দিন');
    expect(formatTimeLeft(2 * 3600 + 10 * 60 + 59)).toBe('২ ঘণ্টা ১০ মিনিট');
    expect(formatTimeLeft(3600)).toBe('১ ঘণ্টা');
    expect(formatTimeLeft(5 * 60 + 59)).toBe('৫ মিনিট');
    expect(formatTimeLeft(40.9)).toBe('৪০ সেকেন্ড');
    expect(formatTimeLeft(-5)).toBe('০ সেকেন্ড');
    // a wait rounds up: never less than is left
    expect(formatTimeLeft(2 * 3600 + 9 * 60 + 1, { round: 'up' })).toBe('২ ঘণ্টা ১০ মিনিট');
    expect(formatTimeLeft(59.2, { round: 'up' })).toBe('১ মিনিট');
    expect(formatTimeLeft(58.2, { round: 'up' })).toBe('৫৯ সেকেন্ড');
    expect(formatTimeLeft(60.5, { round: 'up' })).toBe('২ মিনিট');
    expect(formatTimeLeft(86_399, { round: 'up' })).toBe('১ দিন');
  });
});

describe('Dhaka time in a datetime-local input', () => {
  it('shows a moment as Dhaka wall time and reads it back the same moment', () => {
    expect(toDhakaInput('2026-12-05T14:30:00Z')).toBe('2026-12-05T20:30');
    expect(toDhakaInput('2026-12-31T20:15:00Z')).toBe('2027-01-01T02:15');
    expect(fromDhakaInput('2026-12-05T20:30')).toBe('2026-12-05T20:30:00+06:00');
    expect(Date.parse(fromDhakaInput(toDhakaInput('2026-12-05T14:30:00Z')) ?? '')).toBe(
      Date.parse('2026-12-05T14:30:00Z'),
    );
  });

  it('answers null for what is not a datetime-local value', () => {
    for (const bad of ['', '2026-12-05', '2026-13-05T20:30', 'কাল সন্ধ্যা'])
      expect(fromDhakaInput(bad)).toBeNull();
  });
});
