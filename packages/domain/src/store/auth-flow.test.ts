import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import type { AuthStep } from '../auth/auth-steps';
import { fieldMessages } from '../rules';
import {
  canResendCode,
  openVerifyLink,
  requestLoginCode,
  requestResetCode,
  requestVerifyLink,
  resendCode,
  startAuthFlow,
  submitIdentity,
  submitLoginCode,
  submitOtp,
  submitPassword,
  submitReset,
  submitSignup,
} from './auth-flow';
import {
  type AuthState,
  authEvent,
  initialAuthState,
  selectAuthIdentityText,
  selectResendCooldown,
  selectResetIdentityText,
  selectStepErrors,
} from './auth-slice';
import { apiError, loginResult, storeWith } from './test-store';

const phone = '+8801712345678';
const T0 = Date.parse('2026-11-28T10:00:00+06:00');
const ok = (data: unknown) => () => ({ status: 200, body: { data } });
const sent = () => ({ status: 200, body: { msg: 'কোড পাঠানো হয়েছে' } });
const codeSent202 = () => ({ status: 202, body: { msg: 'কোড পাঠানো হয়েছে' } });
const lookup = (exists: boolean, verified: boolean) => ok({ exists, verified, channel: 'phone' });

type Routes = Parameters<typeof storeWith>[0];

/** A store whose flow is on `step` with the learner's phone, and a clock the test moves. */
function flowAt(step: AuthStep, routes: Routes = {}, auth: Partial<AuthState> = {}) {
  const clock = { now: T0 };
  const made = storeWith(
    routes,
    { auth: { ...initialAuthState, step, phone, ...auth } },
    { now: () => clock.now },
  );
  const auth_ = () => made.store.getState().auth;
  const keys = () => made.requests.map((r) => r.key);
  return { ...made, clock, auth: auth_, keys };
}

const stepErrors = (store: ReturnType<typeof storeWith>['store']) => selectStepErrors(store.getState());

describe('startAuthFlow', () => {
  it('begins a fresh flow with the learner the session knows, leading to a safe next path', async () => {
    const { store, session } = flowAt('reset-password', {}, { codeSentAt: T0, error: null });
    await session.setTokens(loginResult());
    store.dispatch(startAuthFlow('/checkout?batch=12'));
    expect(store.getState().auth).toEqual({ ...initialAuthState, afterLogin: '/checkout?batch=12' });
    expect(store.getState().user.user).toMatchObject({ id: 'u-1' });
  });

  it.each([undefined, null, 'https://evil.example/', '/login'])(
    'leads to the catalogue for next=%j',
    (next) => {
      const { store } = flowAt('phone-email');
      store.dispatch(startAuthFlow(next));
      expect(store.getState().auth.afterLogin).toBe('/al-quran-course');
      expect(store.getState().user.user).toBeNull();
    },
  );
});

describe('submitIdentity (phone-email)', () => {
  it('refuses what is neither a phone nor an e-mail, beside the field, without a request', async () => {
    const { store, auth, keys } = flowAt('phone-email', {}, { phone: null });
    const result = await store.dispatch(submitIdentity({ identity: 'abc' }));
    expect(result.payload).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(auth().step).toBe('phone-email');
    expect(stepErrors(store)).toEqual({ errors: { identity: fieldMessages.identity }, formError: undefined });
    expect(keys()).toEqual([]);
  });

  it.each([
    { exists: true, verified: true, step: 'login-password' },
    { exists: false, verified: false, step: 'signup-name-password' },
  ] as const)('an account exists=$exists goes to $step', async ({ exists, verified, step }) => {
    const { store, auth, requests } = flowAt('phone-email', {
      'POST /api/v3/user': lookup(exists, verified),
    });
    const result = await store.dispatch(submitIdentity({ identity: '০১৭১২-৩৪৫৬৭৮' }));
    expect(result.payload).toEqual({ toast: null, redirect: null });
    expect(requests[0]?.body).toEqual({ phone });
    expect(auth()).toMatchObject({ step, phone, codeSentAt: null, error: null });
    expect(selectAuthIdentityText(store.getState())).toBe(phone);
  });

  it('signs in by e-mail when one is typed', async () => {
    const { store, requests } = flowAt(
      'phone-email',
      { 'POST /api/v3/user': lookup(true, true) },
      { phone: null },
    );
    await store.dispatch(submitIdentity({ identity: ' Learner@Example.com ' }));
    expect(requests[0]?.body).toEqual({ email: 'learner@example.com' });
    expect(selectAuthIdentityText(store.getState())).toBe('learner@example.com');
  });

  it('sends an unverified account a new code and verifies it (otpSent, the cooldown starts)', async () => {
    const { store, auth, keys } = flowAt('phone-email', {
      'POST /api/v3/user': lookup(true, false),
      'POST /api/v2/user/resend-verification-otp': sent,
    });
    const result = await store.dispatch(submitIdentity({ identity: '01712345678' }));
    expect(result.payload).toEqual({ toast: 'otpSent', redirect: null });
    expect(keys()).toEqual(['POST /api/v3/user', 'POST /api/v2/user/resend-verification-otp']);
    expect(auth()).toMatchObject({
      step: 'signup-verify-otp',
      codeSentAt: T0,
      phoneVerificationStatus: 'otp-sent',
    });
    expect(selectResendCooldown(store.getState())).toBe(60);
  });

  it('still goes to verification when the new code is refused, with the reason and resend at once', async () => {
    const { store, auth } = flowAt('phone-email', {
      'POST /api/v3/user': lookup(true, false),
      'POST /api/v2/user/resend-verification-otp': () => apiError(429, 'RATE_LIMITED', 'একটু পরে চেষ্টা করুন।'),
    });
    const result = await store.dispatch(submitIdentity({ identity: '01712345678' }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(auth()).toMatchObject({ step: 'signup-verify-otp', codeSentAt: null });
    expect(stepErrors(store).formError).toBe('একটু পরে চেষ্টা করুন।');
    expect(selectResendCooldown(store.getState())).toBe(0);
  });

  it('stays when the lookup fails, with the server message on top', async () => {
    const { store, auth } = flowAt('phone-email', {
      'POST /api/v3/user': () => apiError(429, 'RATE_LIMITED', 'একটু পরে চেষ্টা করুন।'),
    });
    await store.dispatch(submitIdentity({ identity: '01712345678' }));
    expect(auth().step).toBe('phone-email');
    expect(stepErrors(store)).toEqual({ errors: {}, formError: 'একটু পরে চেষ্টা করুন।' });
  });
});

describe('submitPassword (login-password)', () => {
  it('refuses an empty password without a request', async () => {
    const { store, keys } = flowAt('login-password');
    await store.dispatch(submitPassword({ password: '' }));
    expect(stepErrors(store).errors).toEqual({ password: fieldMessages.passwordShort });
    expect(keys()).toEqual([]);
  });

  it('signs in (loggedIn) and leaves for where the flow leads', async () => {
    const { store, auth, requests } = flowAt(
      'login-password',
      { 'POST /api/v3/user/login': ok(loginResult()) },
      { afterLogin: '/checkout?batch=12' },
    );
    const result = await store.dispatch(submitPassword({ password: 'Tilawat@2026' }));
    expect(result.payload).toEqual({ toast: 'loggedIn', redirect: '/checkout?batch=12' });
    expect(requests[0]?.body).toEqual({ phone, password: 'Tilawat@2026' });
    expect(auth()).toMatchObject({ step: 'done', loginProcessStatus: true });
  });

  it('keeps the learner on the step with a wrong password', async () => {
    const { store, auth } = flowAt('login-password', {
      'POST /api/v3/user/login': () => apiError(401, 'INVALID_CREDENTIALS', 'পাসওয়ার্ড সঠিক নয়।'),
    });
    await store.dispatch(submitPassword({ password: 'wrong-pass' }));
    expect(auth()).toMatchObject({ step: 'login-password', loginProcessStatus: false, loader: false });
    expect(stepErrors(store).formError).toBe('পাসওয়ার্ড সঠিক নয়।');
  });

  it('sends a learner without an identity back to naming one', async () => {
    const { store, keys } = flowAt('login-password', {}, { phone: null });
    await store.dispatch(submitPassword({ password: 'Tilawat@2026' }));
    expect(stepErrors(store).formError).toBe(fieldMessages.identity);
    expect(keys()).toEqual([]);
  });
});

describe('submitSignup (signup-name-password)', () => {
  const values = { name: ' আমিনা খাতুন ', password: 'Tilawat@2026', confirm_password: 'Tilawat@2026' };

  it('refuses a short name and a confirmation that differs, field by field', async () => {
    const { store, keys } = flowAt('signup-name-password');
    await store.dispatch(
      submitSignup({ name: 'আ', password: 'short', confirm_password: 'x', phone_extra: ' ' }),
    );
    expect(stepErrors(store)).toEqual({
      errors: {
        name: fieldMessages.nameShort,
        password: fieldMessages.passwordShort,
        confirm_password: fieldMessages.passwordMismatch,
      },
      formError: undefined,
    });
    expect(keys()).toEqual([]);
  });

  it.each([
    { phone_extra: '  ', want: {} },
    { phone_extra: '01912345678', want: { phone_extra: '+8801912345678' } },
  ])(
    'registers (registered), its code starts the cooldown; phone_extra $phone_extra',
    async ({ phone_extra, want }) => {
      const { store, auth, requests } = flowAt('signup-name-password', {
        'POST /api/v2/user/register': () => ({ status: 201, body: { msg: 'ok', user: loginResult().user } }),
      });
      const result = await store.dispatch(submitSignup({ ...values, phone_extra }));
      expect(result.payload).toEqual({ toast: 'registered', redirect: null });
      expect(requests[0]?.body).toEqual({ phone, name: 'আমিনা খাতুন', password: 'Tilawat@2026', ...want });
      expect(auth()).toMatchObject({
        step: 'signup-verify-otp',
        registrationStepCompleted: 1,
        codeSentAt: T0,
      });
    },
  );

  it('places the server field errors beside their fields and starts no cooldown when refused', async () => {
    const { store, auth } = flowAt('signup-name-password', {
      'POST /api/v2/user/register': () => ({
        status: 400,
        body: { msg: 'তথ্য ঠিক নেই।', code: 'VALIDATION_FAILED', errors: [{ path: 'body.name', msg: 'নাম?' }] },
      }),
    });
    await store.dispatch(submitSignup({ ...values, phone_extra: '' }));
    expect(auth()).toMatchObject({ step: 'signup-name-password', codeSentAt: null });
    expect(stepErrors(store)).toEqual({ errors: { name: 'নাম?' }, formError: undefined });
  });
});

describe('submitOtp (signup-verify-otp)', () => {
  it('refuses a code that is not six digits without a request', async () => {
    const { store, keys } = flowAt('signup-verify-otp');
    await store.dispatch(submitOtp({ otp: '12' }));
    expect(stepErrors(store).errors).toEqual({ otp: fieldMessages.otp });
    expect(keys()).toEqual([]);
  });

  it.each([
    { held: null, redirect: '/al-quran-course' },
    { held: 'batch-12', redirect: '/checkout' },
  ])(
    'verifies (verified) and leaves for $redirect when the held order is $held',
    async ({ held, redirect }) => {
      const { store, auth, session, requests } = flowAt('signup-verify-otp', {
        'POST /api/v3/user/verify-otp': ok(loginResult()),
      });
      if (held) session.setOrderDetails({ order_id: held });
      const result = await store.dispatch(submitOtp({ otp: '৪৮২ ৯১৩' }));
      expect(result.payload).toEqual({ toast: 'verified', redirect });
      expect(requests[0]?.body).toEqual({ phone, otp: '482913' });
      expect(auth()).toMatchObject({ step: 'done', phoneVerificationStatus: 'success' });
    },
  );

  it('keeps the learner on the step with a wrong code', async () => {
    const { store, auth } = flowAt('signup-verify-otp', {
      'POST /api/v3/user/verify-otp': () => apiError(400, 'OTP_INVALID', 'কোডটি সঠিক নয়।'),
    });
    await store.dispatch(submitOtp({ otp: '111111' }));
    expect(auth()).toMatchObject({ step: 'signup-verify-otp', phoneVerificationStatus: 'failed' });
    expect(stepErrors(store).formError).toBe('কোডটি সঠিক নয়।');
  });
});

describe('proving the phone or e-mail decides the credentials (issue 35)', () => {
  const token = `rg_${'A'.repeat(43)}`;
  const values = {
    name: 'আমিনা খাতুন',
    password: 'Tilawat@2026',
    confirm_password: 'Tilawat@2026',
    phone_extra: '',
  };
  const discarded = () => ok({ ...loginResult('u-1', ''), credentials_required: true });

  it('this browser registers and verifies: the registration token goes back with the code, and each step is met once', async () => {
    const { store, auth, requests, session } = flowAt('signup-name-password', {
      'POST /api/v2/user/register': () => ({
        status: 201,
        body: { msg: 'ok', user: loginResult().user, registration_token: token },
      }),
      'POST /api/v3/user/verify-otp': ok(loginResult()),
    });
    await store.dispatch(submitSignup(values));
    const result = await store.dispatch(submitOtp({ otp: '482913' }));
    expect(requests[1]?.body).toEqual({ phone, otp: '482913', registration_token: token });
    expect(result.payload).toEqual({ toast: 'verified', redirect: '/al-quran-course' });
    expect(auth().step).toBe('done');
    // the verification is done: the browser forgets the token
    expect(session.registrationToken()).toBeUndefined();
  });

  it('sends no token for a phone this browser did not register', async () => {
    const { store, requests, session } = flowAt('signup-verify-otp', {
      'POST /api/v3/user/verify-otp': ok(loginResult()),
    });
    session.rememberRegistration('+8801900000000', token);
    await store.dispatch(submitOtp({ otp: '482913' }));
    expect(requests[0]?.body).toEqual({ phone, otp: '482913' });
  });

  it('a verification that discarded the registration (credentials_required) leads to signup-name-password, which sets name and password and leaves', async () => {
    const { store, auth, keys, requests } = flowAt('signup-verify-otp', {
      'POST /api/v3/user/verify-otp': discarded(),
      'POST /api/v3/user/credentials': ok({ msg: 'ঠিক হয়েছে', user: loginResult().user }),
      'POST /api/v3/user/refresh-token': ok(loginResult()),
    });
    const verified = await store.dispatch(submitOtp({ otp: '482913' }));
    expect(verified.payload).toEqual({ toast: 'verified', redirect: null });
    expect(auth()).toMatchObject({ step: 'signup-name-password', credentialsRequired: true });

    const set = await store.dispatch(submitSignup({ ...values, phone_extra: '01912345678' }));
    expect(set.payload).toEqual({ toast: 'userUpdated', redirect: '/al-quran-course' });
    expect(keys()).toEqual([
      'POST /api/v3/user/verify-otp',
      'POST /api/v3/user/credentials',
      'POST /api/v3/user/refresh-token',
    ]);
    expect(requests[1]?.body).toEqual({ ...values, phone_extra: '+8801912345678' });
    expect(auth()).toMatchObject({ step: 'done', credentialsRequired: false });
    expect(store.getState().user.user).toMatchObject({ name: 'আমিনা খাতুন' });
  });

  it('a code sign-in to an account with no password of its own leads to signup-name-password too', async () => {
    const { store, auth } = flowAt('login-otp', {
      'POST /api/v2/user/quick-login': () => ({
        status: 200,
        body: { ...loginResult('u-1', ''), credentials_required: true },
      }),
    });
    const result = await store.dispatch(submitLoginCode({ otp: '482913' }));
    expect(result.payload).toEqual({ toast: 'loggedIn', redirect: null });
    expect(auth()).toMatchObject({ step: 'signup-name-password', credentialsRequired: true });
  });

  it('the e-mail link opened by another browser sends the owner to /login, which opens on signup-name-password', async () => {
    const { store, auth, requests, session } = flowAt('phone-email', {
      'GET /api/v2/user/verify/ev_4f9c2b7d1e8a3c6f5b0d9e2a': () => ({
        status: 200,
        body: { ...loginResult('u-1', ''), credentials_required: true },
      }),
    });
    expect(session.registrationToken()).toBeUndefined();
    const opened = await store.dispatch(openVerifyLink('ev_4f9c2b7d1e8a3c6f5b0d9e2a'));
    expect(opened.payload).toEqual({ toast: 'verified', redirect: '/login' });
    expect(requests[0]?.headers.get('registrationtoken')).toBeNull();
    store.dispatch(startAuthFlow(null));
    expect(auth()).toMatchObject({ step: 'signup-name-password', credentialsRequired: true, phone });
  });

  it('the e-mail link opened by the browser that registered sends its token', async () => {
    const { store, requests, session } = flowAt('phone-email', {
      'GET /api/v2/user/verify/ev_4f9c2b7d1e8a3c6f5b0d9e2a': () => ({ status: 200, body: loginResult() }),
    });
    session.rememberRegistration('learner@example.com', token);
    const opened = await store.dispatch(openVerifyLink('ev_4f9c2b7d1e8a3c6f5b0d9e2a'));
    expect(opened.payload).toEqual({ toast: 'verified', redirect: null });
    expect(requests[0]?.headers.get('registrationtoken')).toBe(token);
  });
});

describe('an address past its hourly budget of codes proves work instead of being refused (issue 35)', () => {
  it('a sign-up answered CHALLENGE_REQUIRED fetches a challenge, solves it and is sent again with the header altcha', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 150,
      deriveKey,
      hmacSignatureSecret: 'test',
      data: { exp: 1_900_000_000 },
    });
    let tries = 0;
    const { store, auth, keys, requests } = flowAt('signup-name-password', {
      'POST /api/v2/user/register': (_body, headers) => {
        tries += 1;
        if (!headers.get('altcha')) return apiError(429, 'CHALLENGE_REQUIRED', 'একটি ছোট যাচাই দরকার।');
        return {
          status: 201,
          body: { msg: 'ok', user: loginResult().user, registration_token: `rg_${'B'.repeat(43)}` },
        };
      },
      'GET /api/v3/user/challenge': ok(challenge),
    });
    const result = await store.dispatch(
      submitSignup({
        name: 'আমিনা খাতুন',
        password: 'Tilawat@2026',
        confirm_password: 'Tilawat@2026',
        phone_extra: '',
      }),
    );
    expect(result.payload).toEqual({ toast: 'registered', redirect: null });
    expect(keys()).toEqual([
      'POST /api/v2/user/register',
      'GET /api/v3/user/challenge',
      'POST /api/v2/user/register',
    ]);
    const sent = JSON.parse(atob(requests[2]?.headers.get('altcha') as string));
    expect(sent.challenge).toEqual(challenge);
    expect(sent.solution.counter).toBe(150);
    expect(tries).toBe(2);
    expect(auth().step).toBe('signup-verify-otp');
  });

  it('any other refusal is shown as it is, with no challenge fetched', async () => {
    const { store, keys } = flowAt('signup-verify-otp', {
      'POST /api/v2/user/resend-verification-otp': () => apiError(429, 'OTP_HOURLY_CAP', 'পরে আবার চেষ্টা করুন।'),
    });
    // no code was sent yet in this flow: a resend may go at once
    await store.dispatch(resendCode());
    expect(keys()).toEqual(['POST /api/v2/user/resend-verification-otp']);
    expect(stepErrors(store).formError).toBe('পরে আবার চেষ্টা করুন।');
  });
});

describe('requestResetCode (forgot-password)', () => {
  it('refuses what is neither a phone nor an e-mail', async () => {
    const { store, keys } = flowAt('forgot-password');
    await store.dispatch(requestResetCode({ identity: 'x' }));
    expect(stepErrors(store).errors).toEqual({ identity: fieldMessages.identity });
    expect(keys()).toEqual([]);
  });

  it('sends the code to the phone or e-mail typed there and remembers it (→ reset-password)', async () => {
    const { store, auth, requests } = flowAt('forgot-password', {
      'POST /api/v3/user/forgot-password': ok({ sent: true }),
    });
    const result = await store.dispatch(requestResetCode({ identity: 'fatima@example.com' }));
    expect(result.payload).toEqual({ toast: null, redirect: null });
    expect(requests[0]?.body).toEqual({ email: 'fatima@example.com' });
    expect(auth()).toMatchObject({
      step: 'reset-password',
      codeSentAt: T0,
      resetIdentity: { email: 'fatima@example.com' },
    });
    expect(selectResetIdentityText(store.getState())).toBe('fatima@example.com');
  });

  it('stays when the code cannot be sent', async () => {
    const { store, auth } = flowAt('forgot-password', {
      'POST /api/v3/user/forgot-password': () => apiError(429, 'RATE_LIMITED', 'একটু পরে চেষ্টা করুন।'),
    });
    await store.dispatch(requestResetCode({ identity: '01712345678' }));
    expect(auth()).toMatchObject({ step: 'forgot-password', codeSentAt: null, resetIdentity: null });
  });
});

describe('submitReset (reset-password)', () => {
  const values = { otp: '482913', new_password: 'NotunPass@2026', confirm_password: 'NotunPass@2026' };
  const grant = {
    reset_token: `rs_${'a'.repeat(20)}.${'0'.repeat(64)}`,
    reset_token_exp: '2026-11-28T10:10:00+06:00',
  };
  const routes = {
    'POST /api/v3/user/verify-otp': ok(grant),
    'POST /api/v3/user/change-password': ok({ msg: 'পাসওয়ার্ড পরিবর্তন হয়েছে।' }),
    'POST /api/v3/user/login': ok(loginResult()),
  };

  it('refuses a short code and a confirmation that differs, without a request', async () => {
    const { store, keys } = flowAt('reset-password');
    await store.dispatch(submitReset({ otp: '12', new_password: 'NotunPass@2026', confirm_password: 'x' }));
    expect(stepErrors(store).errors).toEqual({
      otp: fieldMessages.otp,
      confirm_password: fieldMessages.passwordMismatch,
    });
    expect(keys()).toEqual([]);
  });

  it('the code sent to the reset identity buys a grant (not a session), which sets the password; then the learner signs in with it (passwordChanged)', async () => {
    const { store, auth, requests } = flowAt('reset-password', routes, {
      resetIdentity: { email: 'fatima@example.com' },
      afterLogin: '/dashboard',
    });
    const result = await store.dispatch(submitReset(values));
    expect(result.payload).toEqual({ toast: 'passwordChanged', redirect: '/dashboard' });
    expect(requests.map((r) => [r.key, r.body])).toEqual([
      ['POST /api/v3/user/verify-otp', { email: 'fatima@example.com', otp: '482913' }],
      [
        'POST /api/v3/user/change-password',
        {
          new_password: 'NotunPass@2026',
          confirm_password: 'NotunPass@2026',
          reset_token: grant.reset_token,
        },
      ],
      ['POST /api/v3/user/login', { email: 'fatima@example.com', password: 'NotunPass@2026' }],
    ]);
    // the grant is no session: no access token before the sign-in with the new password
    expect(requests[1]?.headers.get('accesstoken')).toBeNull();
    expect(auth().step).toBe('done');
  });

  it("uses the flow's own phone when forgot-password named none", async () => {
    const { store, requests } = flowAt('reset-password', routes);
    await store.dispatch(submitReset(values));
    expect(requests[0]?.body).toEqual({ phone, otp: '482913' });
  });

  it('sets no password when the code is wrong', async () => {
    const { store, auth, keys } = flowAt('reset-password', {
      'POST /api/v3/user/verify-otp': () => apiError(400, 'OTP_INVALID', 'কোডটি সঠিক নয়।'),
    });
    await store.dispatch(submitReset(values));
    expect(keys()).toEqual(['POST /api/v3/user/verify-otp']);
    expect(auth()).toMatchObject({ step: 'reset-password', phoneVerificationStatus: 'failed' });
    expect(stepErrors(store).formError).toBe('কোডটি সঠিক নয়।');
  });

  it('stays on the step when the new password is refused', async () => {
    const { store, auth } = flowAt('reset-password', {
      ...routes,
      'POST /api/v3/user/change-password': () => ({
        status: 400,
        body: {
          msg: 'তথ্য ঠিক নেই।',
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'new_password', msg: fieldMessages.passwordShort }],
        },
      }),
    });
    const result = await store.dispatch(submitReset(values));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(auth().step).toBe('reset-password');
    expect(stepErrors(store).errors).toEqual({ new_password: fieldMessages.passwordShort });
  });
});

describe('resendCode', () => {
  const resend = { 'POST /api/v2/user/resend-verification-otp': sent };

  it('sends a new verification code on signup-verify-otp (otpSent) and restarts the cooldown', async () => {
    const { store, auth, clock, requests } = flowAt('signup-verify-otp', resend, { codeSentAt: T0 });
    clock.now = T0 + 60_000;
    const result = await store.dispatch(resendCode());
    expect(result.payload).toEqual({ toast: 'otpSent', redirect: null });
    expect(requests[0]?.body).toEqual({ phone });
    expect(auth().codeSentAt).toBe(T0 + 60_000);
  });

  it('does not run before the cooldown is over', async () => {
    const { store, clock, keys } = flowAt('signup-verify-otp', resend, { codeSentAt: T0 });
    clock.now = T0 + 59_999;
    const result = await store.dispatch(resendCode());
    expect(result.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(keys()).toEqual([]);
  });

  it('sends at once when no code went out yet', async () => {
    const { store, keys } = flowAt('signup-verify-otp', resend);
    await store.dispatch(resendCode());
    expect(keys()).toEqual(['POST /api/v2/user/resend-verification-otp']);
  });

  it('asks forgot-password again for the reset identity on reset-password', async () => {
    const { store, auth, clock, requests } = flowAt(
      'reset-password',
      { 'POST /api/v3/user/forgot-password': ok({ sent: true }) },
      { codeSentAt: T0, resetIdentity: { email: 'fatima@example.com' } },
    );
    clock.now = T0 + 61_000;
    const result = await store.dispatch(resendCode());
    expect(result.payload).toEqual({ toast: 'otpSent', redirect: null });
    expect(requests.map((r) => [r.key, r.body])).toEqual([
      ['POST /api/v3/user/forgot-password', { email: 'fatima@example.com' }],
    ]);
    expect(auth()).toMatchObject({ step: 'reset-password', codeSentAt: T0 + 61_000 });
  });

  it('sends a new sign-in code on login-otp (quick-login without otp) and restarts the cooldown', async () => {
    const { store, auth, clock, requests } = flowAt(
      'login-otp',
      { 'POST /api/v2/user/quick-login': codeSent202 },
      { codeSentAt: T0 },
    );
    clock.now = T0 + 60_000;
    const result = await store.dispatch(resendCode());
    expect(result.payload).toEqual({ toast: 'otpSent', redirect: null });
    expect(requests.map((r) => [r.key, r.body])).toEqual([['POST /api/v2/user/quick-login', { phone }]]);
    expect(auth()).toMatchObject({ step: 'login-otp', codeSentAt: T0 + 60_000 });
  });

  it.each(['phone-email', 'login-password', 'forgot-password', 'signup-name-password'] as const)(
    'does not run on %s',
    async (step) => {
      const { store, keys } = flowAt(step, resend);
      await store.dispatch(resendCode());
      expect(keys()).toEqual([]);
    },
  );

  it('keeps the last send time when the server refuses', async () => {
    const { store, auth, clock } = flowAt(
      'signup-verify-otp',
      { 'POST /api/v2/user/resend-verification-otp': () => apiError(429, 'RATE_LIMITED', 'একটু পরে।') },
      { codeSentAt: T0 },
    );
    clock.now = T0 + 120_000;
    await store.dispatch(resendCode());
    expect(auth().codeSentAt).toBe(T0);
    expect(stepErrors(store).formError).toBe('একটু পরে।');
  });
});

describe('requestLoginCode (login-password → login-otp)', () => {
  it('moves to login-otp and sends a sign-in code (otpSent), the cooldown starts', async () => {
    const { store, auth, requests } = flowAt('login-password', {
      'POST /api/v2/user/quick-login': codeSent202,
    });
    const result = await store.dispatch(requestLoginCode());
    expect(result.payload).toEqual({ toast: 'otpSent', redirect: null });
    expect(requests.map((r) => [r.key, r.body])).toEqual([['POST /api/v2/user/quick-login', { phone }]]);
    expect(auth()).toMatchObject({ step: 'login-otp', codeSentAt: T0, error: null, loader: false });
    expect(selectResendCooldown(store.getState())).toBe(60);
  });

  it('stays on login-otp when the code is refused (429), with the reason on top and resend at once', async () => {
    const { store, auth } = flowAt('login-password', {
      'POST /api/v2/user/quick-login': () =>
        apiError(429, 'OTP_TOO_SOON', 'নতুন কোড নিতে এক মিনিট অপেক্ষা করুন।'),
    });
    const result = await store.dispatch(requestLoginCode());
    expect(result.meta.requestStatus).toBe('rejected');
    expect(auth()).toMatchObject({ step: 'login-otp', codeSentAt: null });
    expect(stepErrors(store)).toEqual({
      errors: {},
      formError: 'নতুন কোড নিতে এক মিনিট অপেক্ষা করুন।',
    });
    expect(selectResendCooldown(store.getState())).toBe(0);
  });

  it.each(['phone-email', 'login-otp', 'signup-verify-otp'] as const)('does not run on %s', async (step) => {
    const { store, auth, keys } = flowAt(step, { 'POST /api/v2/user/quick-login': codeSent202 });
    await store.dispatch(requestLoginCode());
    expect(keys()).toEqual([]);
    expect(auth().step).toBe(step);
  });

  it('goes back to the password', () => {
    const { store, auth } = flowAt('login-otp');
    store.dispatch(authEvent({ type: 'BACK' }));
    expect(auth().step).toBe('login-password');
  });
});

describe('submitLoginCode (login-otp)', () => {
  it('refuses a code that is not six digits, beside the field, without a request', async () => {
    const { store, keys } = flowAt('login-otp');
    await store.dispatch(submitLoginCode({ otp: '4829' }));
    expect(stepErrors(store)).toEqual({ errors: { otp: fieldMessages.otp }, formError: undefined });
    expect(keys()).toEqual([]);
  });

  it('signs in with the code (loggedIn), stores the tokens and leaves like a password login', async () => {
    const { store, auth, session, requests } = flowAt(
      'login-otp',
      { 'POST /api/v2/user/quick-login': () => ({ status: 200, body: loginResult() }) },
      { afterLogin: '/checkout?batch=12' },
    );
    const result = await store.dispatch(submitLoginCode({ otp: '৪৮২ ৯১৩' }));
    expect(result.payload).toEqual({ toast: 'loggedIn', redirect: '/checkout?batch=12' });
    expect(requests[0]?.body).toEqual({ phone, otp: '482913' });
    expect(auth()).toMatchObject({ step: 'done', loginProcessStatus: true });
    expect(await session.getRefreshToken()).toBe('rt_1');
    expect(store.getState().user.user).toMatchObject({ id: 'u-1' });
  });

  it.each([
    { status: 400, code: 'OTP_INVALID', msg: 'কোডটি সঠিক নয়। আবার চেষ্টা করুন।' },
    { status: 400, code: 'OTP_EXPIRED', msg: 'কোডটির মেয়াদ শেষ হয়েছে। নতুন কোড নিন।' },
    { status: 429, code: 'RATE_LIMITED', msg: 'একটু পরে চেষ্টা করুন।' },
  ])('keeps the learner on the step on $code, with the Bengali message', async ({ status, code, msg }) => {
    const { store, auth } = flowAt('login-otp', {
      'POST /api/v2/user/quick-login': () => apiError(status, code, msg),
    });
    await store.dispatch(submitLoginCode({ otp: '111111' }));
    expect(auth()).toMatchObject({ step: 'login-otp', loginProcessStatus: false, loader: false });
    expect(stepErrors(store).formError).toBe(msg);
  });

  it("places the server's field error beside the code", async () => {
    const { store } = flowAt('login-otp', {
      'POST /api/v2/user/quick-login': () => ({
        status: 400,
        body: { msg: 'তথ্য ঠিক নেই।', code: 'VALIDATION_FAILED', errors: [{ path: '/otp', msg: 'কোড?' }] },
      }),
    });
    await store.dispatch(submitLoginCode({ otp: '111111' }));
    expect(stepErrors(store)).toEqual({ errors: { otp: 'কোড?' }, formError: undefined });
  });
});

describe('the sign-in notice', () => {
  const notice =
    'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়, তাই সবচেয়ে আগে ব্যবহৃত ডিভাইসের (Chrome, Android) সেশন বন্ধ করা হয়েছে।';
  const withNotice = { ...loginResult(), notice };

  it('comes with the outcome of a password sign-in', async () => {
    const { store } = flowAt('login-password', { 'POST /api/v3/user/login': ok(withNotice) });
    const result = await store.dispatch(submitPassword({ password: 'Tilawat@2026' }));
    expect(result.payload).toEqual({ toast: 'loggedIn', redirect: '/al-quran-course', notice });
  });

  it('comes with the outcome of a code sign-in and of a verification', async () => {
    const code = flowAt('login-otp', {
      'POST /api/v2/user/quick-login': () => ({ status: 200, body: withNotice }),
    });
    expect((await code.store.dispatch(submitLoginCode({ otp: '482913' }))).payload).toMatchObject({
      notice,
    });
    const verify = flowAt('signup-verify-otp', { 'POST /api/v3/user/verify-otp': ok(withNotice) });
    expect((await verify.store.dispatch(submitOtp({ otp: '482913' }))).payload).toEqual({
      toast: 'verified',
      redirect: '/al-quran-course',
      notice,
    });
  });
});

describe('openVerifyLink (/verify/[token])', () => {
  const token = 'ev_4f9c2b7d1e8a3c6f5b0d9e2a';

  it('verifies by the link, which signs the learner in (verified)', async () => {
    const { store, session, keys } = flowAt('phone-email', {
      [`GET /api/v2/user/verify/${token}`]: () => ({ status: 200, body: loginResult() }),
    });
    const result = await store.dispatch(openVerifyLink(token));
    expect(result.payload).toEqual({ toast: 'verified', redirect: null });
    expect(keys()).toEqual([`GET /api/v2/user/verify/${token}`]);
    expect(await session.getAccessToken()).toBe(loginResult().accessToken);
    expect(store.getState().user.user).toMatchObject({ id: 'u-1' });
  });

  it("passes the server's notice on", async () => {
    const { store } = flowAt('phone-email', {
      [`GET /api/v2/user/verify/${token}`]: () => ({
        status: 200,
        body: { ...loginResult(), notice: 'নোটিস' },
      }),
    });
    expect((await store.dispatch(openVerifyLink(token))).payload).toMatchObject({ notice: 'নোটিস' });
  });

  it('answers VERIFY_LINK_INVALID for an unknown, used or expired link', async () => {
    const { store, session } = flowAt('phone-email', {
      [`GET /api/v2/user/verify/${token}`]: () =>
        apiError(404, 'VERIFY_LINK_INVALID', 'যাচাইয়ের লিংকটি সঠিক নয় বা মেয়াদ শেষ হয়েছে।'),
    });
    const result = await store.dispatch(openVerifyLink(token));
    expect(result.payload).toMatchObject({ status: 404, code: 'VERIFY_LINK_INVALID' });
    expect(await session.getAccessToken()).toBeUndefined();
  });

  it.each(['short', 'ev_4f9c2b7d1e8a3c6f5b0d9e2a.json', 'a b'.repeat(8)])(
    'refuses %j without a request',
    async (bad) => {
      const { store, keys } = flowAt('phone-email');
      const result = await store.dispatch(openVerifyLink(bad));
      expect(result.payload).toMatchObject({ status: 404, code: 'VERIFY_LINK_INVALID' });
      expect(keys()).toEqual([]);
    },
  );
});

describe('requestVerifyLink', () => {
  const sentMsg = 'আপনার ইমেইলে যাচাইয়ের লিংক পাঠানো হয়েছে।';

  it.each([
    { identity: ' Amina@Example.com ', body: { email: 'amina@example.com' } },
    { identity: '০১৭১২৩৪৫৬৭৮', body: { phone } },
  ])('sends a new link for $identity and answers the message', async ({ identity, body }) => {
    const { store, requests } = flowAt('phone-email', {
      'POST /api/v2/user/resend-verification-email': () => ({ status: 200, body: { msg: sentMsg } }),
    });
    const result = await store.dispatch(requestVerifyLink({ identity }));
    expect(result.payload).toEqual({ msg: sentMsg });
    expect(requests.map((r) => [r.key, r.body])).toEqual([
      ['POST /api/v2/user/resend-verification-email', body],
    ]);
  });

  it('refuses what is neither a phone nor an e-mail, beside the field, without a request', async () => {
    const { store, keys } = flowAt('phone-email');
    const result = await store.dispatch(requestVerifyLink({ identity: 'abc' }));
    expect(result.payload).toMatchObject({
      status: 400,
      errors: [{ path: 'identity', msg: fieldMessages.identity }],
    });
    expect(keys()).toEqual([]);
  });

  it("rejects with the server's message (already verified)", async () => {
    const { store } = flowAt('phone-email', {
      'POST /api/v2/user/resend-verification-email': () =>
        apiError(409, 'ALREADY_VERIFIED', 'অ্যাকাউন্টটি আগেই যাচাই করা হয়েছে।'),
    });
    const result = await store.dispatch(requestVerifyLink({ identity: 'amina@example.com' }));
    expect(result.payload).toMatchObject({ status: 409, msg: 'অ্যাকাউন্টটি আগেই যাচাই করা হয়েছে।' });
  });
});

describe('canResendCode', () => {
  it.each([
    { codeSentAt: null, now: T0, want: true },
    { codeSentAt: T0, now: T0 + 59_999, want: false },
    { codeSentAt: T0, now: T0 + 60_000, want: true },
  ])('sent at $codeSentAt, now $now → $want', ({ codeSentAt, now, want }) => {
    expect(canResendCode({ ...initialAuthState, codeSentAt }, now)).toBe(want);
  });
});

describe('moving between steps', () => {
  it('clears the last failure, and the step errors are one value until the state changes', async () => {
    const { store } = flowAt('login-password');
    await store.dispatch(submitPassword({ password: '' }));
    const first = stepErrors(store);
    expect(stepErrors(store)).toBe(first);
    store.dispatch(authEvent({ type: 'FORGOT_PASSWORD' }));
    expect(store.getState().auth).toMatchObject({ step: 'forgot-password', error: null });
    expect(stepErrors(store)).toEqual({ errors: {}, formError: undefined });
  });
});
