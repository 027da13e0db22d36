import { describe, expect, it } from 'vitest';
import {
  type AuthEvent,
  type AuthOutcome,
  type AuthStep,
  authSteps,
  nextAuthStep,
  redirectAfterLogout,
  redirectAfterOrderCreated,
  redirectAfterVerification,
  redirectOnUnauthorized,
} from './auth-steps';

describe('authSteps', () => {
  it('are the six step names of product-spec §2', () => {
    expect([...authSteps].sort()).toEqual(
      [
        'phone-email',
        'login-password',
        'forgot-password',
        'reset-password',
        'signup-verify-otp',
        'signup-name-password',
      ].sort(),
    );
  });
});

describe('nextAuthStep', () => {
  const table: [AuthStep, AuthEvent, AuthOutcome][] = [
    ['phone-email', { type: 'LOOKED_UP', exists: true, verified: true }, 'login-password'],
    ['phone-email', { type: 'LOOKED_UP', exists: false, verified: false }, 'signup-name-password'],
    ['phone-email', { type: 'LOOKED_UP', exists: true, verified: false }, 'signup-verify-otp'],
    ['phone-email', { type: 'LOGGED_IN' }, 'phone-email'],
    ['login-password', { type: 'LOGGED_IN' }, 'done'],
    ['login-password', { type: 'FORGOT_PASSWORD' }, 'forgot-password'],
    ['login-password', { type: 'BACK' }, 'phone-email'],
    ['login-password', { type: 'VERIFIED' }, 'login-password'],
    ['forgot-password', { type: 'RESET_CODE_SENT' }, 'reset-password'],
    ['forgot-password', { type: 'BACK' }, 'login-password'],
    ['reset-password', { type: 'PASSWORD_CHANGED' }, 'done'],
    ['reset-password', { type: 'BACK' }, 'forgot-password'],
    ['reset-password', { type: 'LOGGED_IN' }, 'reset-password'],
    ['signup-name-password', { type: 'REGISTERED' }, 'signup-verify-otp'],
    ['signup-name-password', { type: 'BACK' }, 'phone-email'],
    ['signup-verify-otp', { type: 'VERIFIED' }, 'done'],
    ['signup-verify-otp', { type: 'BACK' }, 'phone-email'],
    ['signup-verify-otp', { type: 'REGISTERED' }, 'signup-verify-otp'],
  ];
  it.each(table)('%s + %j → %s', (step, event, want) => {
    expect(nextAuthStep(step, event)).toBe(want);
  });
});

describe('redirects', () => {
  it.each([
    ['ord-1', '/checkout'],
    [42, '/checkout'],
    [0, '/checkout'],
    [null, '/al-quran-course'],
    [undefined, '/al-quran-course'],
    ['', '/al-quran-course'],
  ])('after verification with order id %j → %s', (orderId, want) => {
    expect(redirectAfterVerification(orderId)).toBe(want);
  });

  it('after logout → /, on 401 → /login, after an order → /checkout', () => {
    expect(redirectAfterLogout()).toBe('/');
    expect(redirectOnUnauthorized()).toBe('/login');
    expect(redirectAfterOrderCreated()).toBe('/checkout');
  });
});
