import { expectData, type SessionTokens, unwrap, type V3Schemas } from '@tilawat/sdk';
import { buildBody, type Payloads } from '../payload/build-body';
import type { SessionUser } from '../session/session';
import { attempt, createAppAsyncThunk, type ThunkExtra } from './app-thunk';

type Input<K extends keyof Payloads> = Partial<Record<keyof Payloads[K], unknown>> & Record<string, unknown>;

/**
 * Stores the tokens of a sign-in and answers the user they name, and the server's `notice` when it
 * gave one (a Bengali sentence the learner should read, e.g. that the session of another device ended).
 */
async function signIn(
  extra: ThunkExtra,
  result: SessionTokens & { user: V3Schemas['User']; notice?: string | null },
): Promise<{ user: SessionUser; notice?: string }> {
  await extra.session.setTokens(result);
  const user: SessionUser = extra.session.getUser() ?? result.user;
  return result.notice ? { user, notice: result.notice } : { user };
}

/** phone-email: does an account exist for this phone or e-mail? (v3 POST /user) */
export const lookupUser = createAppAsyncThunk(
  'auth/lookupUser',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/user', { body: buildBody('userLookup', input) })),
      rejectWithValue,
    ),
);

/** login-password: v3 POST /user/login; stores the tokens. */
export const login = createAppAsyncThunk('auth/login', (input: Input<'login'>, { extra, rejectWithValue }) =>
  attempt(
    async () =>
      signIn(extra, await unwrap(extra.api.v3.POST('/user/login', { body: buildBody('login', input) }))),
    rejectWithValue,
  ),
);

/** One-time-code sign-in (v2 POST /user/quick-login) with the code; stores the tokens. */
export const quickLogin = createAppAsyncThunk(
  'auth/quickLogin',
  (input: { phone?: string; email?: string; otp: string }, { extra, rejectWithValue }) =>
    attempt(async () => {
      const body = buildBody('otp', input);
      const result = await expectData(extra.api.v2.POST('/user/quick-login', { body }));
      if (!('accessToken' in result)) throw new Error('quick-login answered without tokens');
      return signIn(extra, result);
    }, rejectWithValue),
);

/** login-otp: asks for a sign-in code (v2 POST /user/quick-login without `otp`; 202 and a message). */
export const sendLoginCode = createAppAsyncThunk(
  'auth/sendLoginCode',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () => expectData(extra.api.v2.POST('/user/quick-login', { body: buildBody('userLookup', input) })),
      rejectWithValue,
    ),
);

/**
 * The e-mail's verification link (v2 GET /user/verify/{token}): verifies the account and signs the
 * learner in; stores the tokens. An unknown, used or expired token answers 404 VERIFY_LINK_INVALID.
 */
export const verifyEmailLink = createAppAsyncThunk(
  'auth/verifyEmailLink',
  (token: string, { extra, rejectWithValue }) =>
    attempt(
      async () =>
        signIn(
          extra,
          await expectData(extra.api.v2.GET('/user/verify/{token}', { params: { path: { token } } })),
        ),
      rejectWithValue,
    ),
);

/** Sends a new verification e-mail (v2 POST /user/resend-verification-email); answers its message. */
export const resendVerificationEmail = createAppAsyncThunk(
  'auth/resendVerificationEmail',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () =>
        expectData(
          extra.api.v2.POST('/user/resend-verification-email', { body: buildBody('userLookup', input) }),
        ),
      rejectWithValue,
    ),
);

/** signup-name-password: v2 POST /user/register; the account waits for its code. */
export const register = createAppAsyncThunk(
  'auth/register',
  (input: Input<'register'>, { extra, rejectWithValue }) =>
    attempt(
      () => expectData(extra.api.v2.POST('/user/register', { body: buildBody('register', input) })),
      rejectWithValue,
    ),
);

/** signup-verify-otp and reset-password: v3 POST /user/verify-otp signs the learner in. */
export const verifyOtp = createAppAsyncThunk(
  'auth/verifyOtp',
  (input: Input<'otp'>, { extra, rejectWithValue }) =>
    attempt(
      async () =>
        signIn(extra, await unwrap(extra.api.v3.POST('/user/verify-otp', { body: buildBody('otp', input) }))),
      rejectWithValue,
    ),
);

/** Sends a new verification code (v2 POST /user/resend-verification-otp). */
export const resendOtp = createAppAsyncThunk(
  'auth/resendOtp',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () =>
        expectData(
          extra.api.v2.POST('/user/resend-verification-otp', { body: buildBody('userLookup', input) }),
        ),
      rejectWithValue,
    ),
);

/** forgot-password: sends a reset code (v3 POST /user/forgot-password). */
export const forgotPassword = createAppAsyncThunk(
  'auth/forgotPassword',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/user/forgot-password', { body: buildBody('userLookup', input) })),
      rejectWithValue,
    ),
);

/** Sets a new password for the signed-in learner (v3 POST /user/change-password). */
export const changePassword = createAppAsyncThunk(
  'auth/changePassword',
  (input: Input<'passwordChange'>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/user/change-password', { body: buildBody('passwordChange', input) })),
      rejectWithValue,
    ),
);

/**
 * Logs out: the session ends on the server first (the SDK's `logout`: the refresh token is revoked, so
 * a copied one is worthless), then on this device — cookies and the kept user cleared — whatever the
 * server answered, offline included.
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: undefined, { extra }) => {
  await extra.api.logout();
  await extra.session.clear();
});

export const authThunks = [
  lookupUser,
  login,
  quickLogin,
  sendLoginCode,
  register,
  verifyOtp,
  verifyEmailLink,
  resendOtp,
  resendVerificationEmail,
  forgotPassword,
  changePassword,
  logout,
] as const;
