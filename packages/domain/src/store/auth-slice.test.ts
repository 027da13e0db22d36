import { describe, expect, it } from 'vitest';
import { authEvent, initialAuthState, selectAuthStep } from './auth-slice';
import { login, logout, lookupUser, register, resendOtp, verifyOtp } from './auth-thunks';
import { apiError, loginResult, storeWith } from './test-store';
import { updateMe } from './user-thunks';

const wrongOtp = apiError(400, 'OTP_INVALID', 'কোডটি সঠিক নয়। আবার চেষ্টা করুন।');

describe('auth slice', () => {
  it('starts at phone-email with nothing done', () => {
    const { store } = storeWith({});
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  it.each([
    { exists: true, verified: true, want: 'login-password' },
    { exists: false, verified: false, want: 'signup-name-password' },
    { exists: true, verified: false, want: 'signup-verify-otp' },
  ])(
    'a lookup answering exists=$exists verified=$verified leads to $want',
    async ({ exists, verified, want }) => {
      const { store, requests } = storeWith({
        'POST /api/v3/user': () => ({ status: 200, body: { data: { exists, verified, channel: 'phone' } } }),
      });
      await store.dispatch(lookupUser({ phone: '+8801712345678', email: '', unrelated: 'x' }));
      expect(requests[0]?.body).toEqual({ phone: '+8801712345678' });
      expect(selectAuthStep(store.getState())).toBe(want);
      expect(store.getState().auth.phone).toBe('+8801712345678');
    },
  );

  it('login success sets the login-process flag, stores the tokens and the user', async () => {
    const { store, session } = storeWith({
      'POST /api/v3/user/login': () => ({ status: 200, body: { data: loginResult() } }),
    });
    store.dispatch(authEvent({ type: 'LOOKED_UP', exists: true, verified: true }));
    await store.dispatch(login({ phone: '+8801712345678', password: 'Tilawat@2026' }));
    const state = store.getState();
    expect(state.auth.loginProcessStatus).toBe(true);
    expect(state.auth.step).toBe('done');
    expect(state.user.user).toMatchObject({ id: 'u-1', name: 'আমিনা খাতুন' });
    expect(await session.getRefreshToken()).toBe('rt_1');
  });

  it('a wrong password keeps the learner on the step with the server message', async () => {
    const { store } = storeWith({
      'POST /api/v3/user/login': () => apiError(401, 'INVALID_CREDENTIALS', 'ফোন নম্বর বা পাসওয়ার্ড সঠিক নয়।'),
    });
    store.dispatch(authEvent({ type: 'LOOKED_UP', exists: true, verified: true }));
    const result = await store.dispatch(login({ phone: '+8801712345678', password: 'wrong-pass' }));
    expect(result.payload).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(store.getState().auth).toMatchObject({
      step: 'login-password',
      loginProcessStatus: false,
      loader: false,
      error: { msg: 'ফোন নম্বর বা পাসওয়ার্ড সঠিক নয়।' },
    });
  });

  it('register success advances the registration step and goes to signup-verify-otp', async () => {
    const { store, requests } = storeWith({
      'POST /api/v2/user/register': () => ({
        status: 201,
        body: { msg: 'কোড পাঠানো হয়েছে', user: loginResult().user },
      }),
    });
    store.dispatch(authEvent({ type: 'LOOKED_UP', exists: false, verified: false }));
    await store.dispatch(
      register({
        phone: '+8801712345678',
        name: 'আমিনা খাতুন',
        password: 'Tilawat@2026',
        confirm_password: 'x',
      }),
    );
    expect(requests[0]?.body).toEqual({
      phone: '+8801712345678',
      name: 'আমিনা খাতুন',
      password: 'Tilawat@2026',
    });
    expect(store.getState().auth).toMatchObject({ registrationStepCompleted: 1, step: 'signup-verify-otp' });
  });

  it.each([
    { answer: { status: 200, body: { data: loginResult() } }, status: 'success', steps: 1, step: 'done' },
    { answer: wrongOtp, status: 'failed', steps: 0, step: 'signup-verify-otp' },
  ])('verify OTP → $status', async ({ answer, status, steps, step }) => {
    const { store } = storeWith({ 'POST /api/v3/user/verify-otp': () => answer });
    store.dispatch(authEvent({ type: 'LOOKED_UP', exists: true, verified: false }));
    await store.dispatch(verifyOtp({ otp: '482913', phone: '+8801712345678' }));
    expect(store.getState().auth).toMatchObject({
      phoneVerificationStatus: status,
      registrationStepCompleted: steps,
      step,
    });
  });

  it('resend OTP success sets otp-sent', async () => {
    const { store } = storeWith({
      'POST /api/v2/user/resend-verification-otp': () => ({ status: 200, body: { msg: 'পাঠানো হয়েছে' } }),
    });
    await store.dispatch(resendOtp({ phone: '+8801712345678' }));
    expect(store.getState().auth.phoneVerificationStatus).toBe('otp-sent');
  });

  it.each([
    ['an auth action', 'POST /api/v3/user', { data: { exists: true, verified: true, channel: 'phone' } }],
    ['a user action', 'PATCH /api/v2/user/me', loginResult().user],
  ] as const)('the loader is on while %s is pending and off once it settles', async (_, key, body) => {
    const { store } = storeWith({ [key]: () => ({ status: 200, body }) });
    const pending = key.includes('/me')
      ? store.dispatch(updateMe({ name: 'রহিম' }))
      : store.dispatch(lookupUser({ phone: '+8801712345678' }));
    expect(store.getState().auth.loader).toBe(true);
    await pending;
    expect(store.getState().auth.loader).toBe(false);
  });

  it('a rejected user action turns the loader off too', async () => {
    const { store } = storeWith({
      'PATCH /api/v2/user/me': () => apiError(404, 'NOT_FOUND', 'খুঁজে পাওয়া যায়নি।'),
    });
    const pending = store.dispatch(updateMe({ name: 'রহিম' }));
    expect(store.getState().auth.loader).toBe(true);
    await pending;
    expect(store.getState().auth.loader).toBe(false);
  });

  it('logout ends the session on the server, then clears it here and every slice', async () => {
    const { store, session, requests } = storeWith({
      'POST /api/v3/user/login': () => ({ status: 200, body: { data: loginResult() } }),
      'POST /api/v3/user/logout': () => ({ status: 200, body: { data: { msg: 'লগআউট হয়েছে।' } } }),
    });
    await store.dispatch(login({ phone: '+8801712345678', password: 'Tilawat@2026' }));
    await store.dispatch(logout());
    const call = requests.find((r) => r.key === 'POST /api/v3/user/logout');
    expect(call?.headers.get('refreshtoken')).toBe('rt_1');
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(store.getState().user.user).toBeNull();
    expect(await session.getAccessToken()).toBeUndefined();
  });

  it('logout still logs out here when the server cannot be reached', async () => {
    const { store, session } = storeWith({
      'POST /api/v3/user/login': () => ({ status: 200, body: { data: loginResult() } }),
      'POST /api/v3/user/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await store.dispatch(login({ phone: '+8801712345678', password: 'Tilawat@2026' }));
    await store.dispatch(logout());
    expect(store.getState().user.user).toBeNull();
    expect(await session.getRefreshToken()).toBeUndefined();
  });
});
