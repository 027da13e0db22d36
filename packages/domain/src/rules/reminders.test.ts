import { describe, expect, it } from 'vitest';
import {
  afterQuietHours,
  inQuietHours,
  parseQuietHours,
  reminderSms,
  SMS_PART_LENGTH,
  smsLink,
} from './reminders';

const dhaka = (time: string) => new Date(`${time}+06:00`);

describe('the quiet hours', () => {
  it.each([
    ['2026-11-29T21:59:59', false],
    ['2026-11-29T22:00:00', true],
    ['2026-11-30T03:00:00', true],
    ['2026-11-30T07:59:59', true],
    ['2026-11-30T08:00:00', false],
    ['2026-11-30T13:00:00', false],
  ])('%s in Dhaka is quiet: %s', (time, quiet) => {
    expect(inQuietHours(dhaka(time))).toBe(quiet);
  });

  it('moves a moment in them to the next 08:00, and leaves any other alone', () => {
    expect(afterQuietHours(dhaka('2026-11-29T23:30:00'))).toEqual(dhaka('2026-11-30T08:00:00'));
    expect(afterQuietHours(dhaka('2026-11-30T02:00:00'))).toEqual(dhaka('2026-11-30T08:00:00'));
    expect(afterQuietHours(dhaka('2026-11-30T09:15:00'))).toEqual(dhaka('2026-11-30T09:15:00'));
  });
});

describe('quiet hours a school sets', () => {
  it('read `from-to` in whole hours, across midnight or not', () => {
    expect(parseQuietHours('21-7')).toEqual({ from: 21, to: 7 });
    expect(parseQuietHours('13-14')).toEqual({ from: 13, to: 14 });
    expect(parseQuietHours('8-8')).toBeNull();
    expect(parseQuietHours('25-3')).toBeNull();
    expect(parseQuietHours('evening')).toBeNull();
  });

  it('hold within the day, and move a moment to their end', () => {
    const lunch = { from: 13, to: 14 };
    expect(inQuietHours(dhaka('2026-11-30T13:30:00'), lunch)).toBe(true);
    expect(inQuietHours(dhaka('2026-11-30T14:00:00'), lunch)).toBe(false);
    expect(inQuietHours(dhaka('2026-11-30T23:00:00'), lunch)).toBe(false);
    expect(afterQuietHours(dhaka('2026-11-30T13:30:00'), lunch)).toEqual(dhaka('2026-11-30T14:00:00'));
  });
});

describe('an SMS reminder', () => {
  const link = smsLink('https://tilawat.com.bd/r/K7M2Q9X');

  it('drops the scheme of an https link', () => {
    expect(link).toBe('tilawat.com.bd/r/K7M2Q9X');
  });

  it('fits one 70-character part with a short title as it is', () => {
    const text = reminderSms('class-hour', { title: 'মাখরাজ — ক্লাস ৩', link });
    expect(text).toBe('১ ঘণ্টা পর লাইভ ক্লাস: মাখরাজ — ক্লাস ৩ tilawat.com.bd/r/K7M2Q9X');
    expect(text.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
  });

  it('shortens a long title to keep one part, and keeps the link whole', () => {
    const text = reminderSms('class-minutes', {
      title: 'তাজবীদের বিস্তারিত আলোচনা: নূন সাকিন ও তানবীনের চার নিয়ম, উদাহরণসহ',
      link,
    });
    expect(text.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
    expect(text.endsWith(` ${link}`)).toBe(true);
    expect(text).toContain('…');
  });

  it('writes a streak’s days in Bengali digits', () => {
    expect(reminderSms('streak', { title: '', link, days: 12 })).toBe(`আজ পড়লে ১২ দিনের ধারা থাকবে ${link}`);
  });
});
