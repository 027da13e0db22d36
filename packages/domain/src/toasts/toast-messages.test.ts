import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR, toastMessages } from '../copy/toasts';
import { toastMessage } from './toast-messages';

describe('toast messages', () => {
  it('spell the en catalogue exactly as the specification shows it', () => {
    expect(Object.values(toastMessages).map((m) => m.en)).toEqual([
      'Succesfully logged out',
      'Successfully logged in',
      'Successfully registered',
      'Pasword changed succesfully',
      'Verification successfull',
      'OTP sent succesfully',
      'User data updated',
    ]);
    expect(FALLBACK_ERROR.en).toBe('Something Went Wrong!');
  });

  it('speak Bengali by default, for every event', () => {
    for (const event of Object.keys(toastMessages) as (keyof typeof toastMessages)[]) {
      expect(toastMessage(event)).toMatch(/^[\u0980-\u09FF\s]+$/);
      expect(toastMessage(event, 'en')).toBe(toastMessages[event].en);
    }
  });
});
