import { describe, expect, it } from 'vitest';
import {
  type AuthEvent,
  type AuthOutcome,
  type AuthStep,
  authSteps,
  nextAuthStep,
  redirectAfterLogout,
  redirectAfterVerification,
  redirectOnUnauthorized,
} from './auth-steps';

/** Every event, for walking the steps. */
const events: AuthEvent[] = [
  { type: 'LOOKED_UP', exists: true, verified: true },
  { type: 'LOOKED_UP', exists: true, verified: false },
  { type: 'LOOKED_UP', exists: false, verified: false },
  { type: 'FORGOT_PASSWORD' },
  { type: 'USE_CODE' },
  { type: 'RESET_CODE_SENT' },
  { type: 'REGISTERED' },
  { type: 'VERIFIED' },
  { type: 'LOGGED_IN' },
  { type: 'PASSWORD_CHANGED' },
  { type: 'BACK' },
];

describe('authSteps', () => {
  it('can all be reached from phone-email, and the flow can end (done)', () => {
    const reached = new Set<AuthOutcome>(['phone-email']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const step of [...reached]) {
        if (step === 'done') continue;
        for (const event of events) {
          const next = nextAuthStep(step, event);
          if (!reached.has(next)) {
            reached.add(next);
            grew = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...authSteps, 'done'].sort());
  });

  it.each(authSteps.filter((step) => step !== 'phone-email'))('%s leads back to phone-email', (step) => {
    let at: AuthOutcome = step;
    for (let i = 0; i < authSteps.length && at !== 'phone-email'; i++) {
      at = nextAuthStep(at as AuthStep, { type: 'BACK' });
    }
    expect(at).toBe('phone-email');
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
    ['login-password', { type: 'USE_CODE' }, 'login-otp'],
    ['login-otp', { type: 'LOGGED_IN' }, 'done'],
    ['login-otp', { type: 'BACK' }, 'login-password'],
    ['login-otp', { type: 'VERIFIED' }, 'login-otp'],
    ['login-otp', { type: 'USE_CODE' }, 'login-otp'],
    ['phone-email', { type: 'USE_CODE' }, 'phone-email'],
    ['forgot-password', { type: 'USE_CODE' }, 'forgot-password'],
    ['forgot-password', { type: 'RESET_CODE_SENT' }, 'reset-password'],
    ['forgot-password', { type: 'BACK' }, 'login-password'],
    ['reset-password', { type: 'PASSWORD_CHANGED' }, 'done'],
    ['reset-password', { type: 'BACK' }, 'forgot-password'],
    ['reset-password', { type: 'LOGGED_IN' }, 'reset-password'],
    ['signup-name-password', { type: 'REGISTERED' }, 'signup-verify-otp'],
    ['signup-name-password', { type: 'BACK' }, 'phone-email'],
    ['signup-verify-otp', { type: 'VERIFIED' }, 'done'],
    // issue 35: a verification or code sign-in that leaves the account without credentials of its own
    ['signup-verify-otp', { type: 'CREDENTIALS_REQUIRED' }, 'signup-name-password'],
    ['login-otp', { type: 'CREDENTIALS_REQUIRED' }, 'signup-name-password'],
    ['signup-name-password', { type: 'CREDENTIALS_SET' }, 'done'],
    ['phone-email', { type: 'CREDENTIALS_REQUIRED' }, 'phone-email'],
    ['login-password', { type: 'CREDENTIALS_SET' }, 'login-password'],
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

  it('after logout → /, on 401 → /login', () => {
    expect(redirectAfterLogout()).toBe('/');
    expect(redirectOnUnauthorized()).toBe('/login');
  });
});
