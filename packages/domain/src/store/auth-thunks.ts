import { expectData, type SessionTokens, unwrap, type V3Schemas } from '@tilawat/sdk';
import { buildBody, type Payloads, pickFields } from '../payload/build-body';
import type { SessionUser } from '../session/session';
import { attempt, createAppAsyncThunk, type ThunkExtra } from './app-thunk';
import { altchaHeader, withChallenge } from './with-challenge';

type Input<K extends keyof Payloads> = Partial<Record<keyof Payloads[K], unknown>> & Record<string, unknown>;

/**
 * Stores the tokens of a sign-in and answers the user they name, and the server's `notice` when it
 * gave one (a Bengali sentence the learner should read, e.g. that the session of another device ended).
 */
async function signIn(
  extra: ThunkExtra,
  result: SessionTokens & {
    user: V3Schemas['User'];
    notice?: string | null;
    credentials_required?: boolean;
  },
): Promise<{ user: SessionUser; notice?: string; credentialsRequired: boolean }> {
  await extra.session.setTokens(result);
  const user: SessionUser = extra.session.getUser() ?? result.user;
  const credentialsRequired = result.credentials_required === true;
  // the verification this browser's registration waited for is done, whichever way it went
  if (result.user.verified) extra.session.forgetRegistration();
  return result.notice ? { user, notice: result.notice, credentialsRequired } : { user, credentialsRequired };
}

/** The key a registration is kept under: the phone or e-mail as the flow sends it. */
const registrationKey = (input: { phone?: unknown; email?: unknown }) =>
  String(input.phone ?? input.email ?? '');

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
      () =>
        withChallenge(extra, (altcha) =>
          expectData(
            extra.api.v2.POST('/user/quick-login', {
              body: buildBody('userLookup', input),
              ...altchaHeader(altcha),
            }),
          ),
        ),
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
          await expectData(
            extra.api.v2.GET('/user/verify/{token}', {
              params: {
                path: { token },
                // this browser's own registration keeps the name and password it chose (issue 35)
                header: { registrationtoken: extra.session.registrationToken() },
              },
            }),
          ),
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
        withChallenge(extra, (altcha) =>
          expectData(
            extra.api.v2.POST('/user/resend-verification-email', {
              body: buildBody('userLookup', input),
              ...altchaHeader(altcha),
            }),
          ),
        ),
      rejectWithValue,
    ),
);

/**
 * signup-name-password: v2 POST /user/register; the account waits for its code. This browser keeps the
 * registration's token, which the verification sends back (issue 35).
 */
export const register = createAppAsyncThunk(
  'auth/register',
  (input: Input<'register'>, { extra, rejectWithValue }) =>
    attempt(async () => {
      const result = await withChallenge(extra, (altcha) =>
        expectData(
          extra.api.v2.POST('/user/register', {
            body: buildBody('register', input),
            ...altchaHeader(altcha),
          }),
        ),
      );
      extra.session.rememberRegistration(registrationKey(input), result.registration_token);
      return result;
    }, rejectWithValue),
);

/**
 * signup-verify-otp: v3 POST /user/verify-otp signs the learner in, with this browser's registration
 * token for that phone or e-mail when it has one.
 */
export const verifyOtp = createAppAsyncThunk(
  'auth/verifyOtp',
  (input: Input<'otp'>, { extra, rejectWithValue }) =>
    attempt(async () => {
      const body = buildBody('otp', {
        ...input,
        registration_token: extra.session.registrationToken(registrationKey(input)),
      });
      const result = await unwrap(extra.api.v3.POST('/user/verify-otp', { body }));
      if (!('accessToken' in result)) throw new Error('verify-otp answered a reset grant for a sign-up code');
      return signIn(extra, result);
    }, rejectWithValue),
);

/**
 * reset-password: v3 POST /user/verify-otp with the reset code answers a grant to set the password
 * (issue 35: not a session), which `changePassword` takes as `reset_token`.
 */
export const verifyResetCode = createAppAsyncThunk(
  'auth/verifyResetCode',
  (input: Input<'otp'>, { extra, rejectWithValue }) =>
    attempt(async () => {
      const body = buildBody('otp', { otp: input.otp, phone: input.phone, email: input.email });
      const result = await unwrap(extra.api.v3.POST('/user/verify-otp', { body }));
      if (!('reset_token' in result)) throw new Error('verify-otp signed in for a reset code');
      return result;
    }, rejectWithValue),
);

/**
 * signup-name-password after a verification that answered `credentials_required`: the owner sets
 * their name and password (v3 POST /user/credentials), then the session is renewed so that the access
 * token, and the user decoded from it, carry the name.
 */
export const setCredentials = createAppAsyncThunk(
  'auth/setCredentials',
  (input: V3Schemas['CredentialsPayload'], { extra, rejectWithValue }) =>
    attempt(async () => {
      const body = pickFields<V3Schemas['CredentialsPayload']>(
        ['name', 'password', 'confirm_password', 'phone_extra'],
        input,
      );
      const result = await unwrap(extra.api.v3.POST('/user/credentials', { body }));
      await extra.api.refresh();
      return result;
    }, rejectWithValue),
);

/** Sends a new verification code (v2 POST /user/resend-verification-otp). */
export const resendOtp = createAppAsyncThunk(
  'auth/resendOtp',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () =>
        withChallenge(extra, (altcha) =>
          expectData(
            extra.api.v2.POST('/user/resend-verification-otp', {
              body: buildBody('userLookup', input),
              ...altchaHeader(altcha),
            }),
          ),
        ),
      rejectWithValue,
    ),
);

/** forgot-password: sends a reset code (v3 POST /user/forgot-password). */
export const forgotPassword = createAppAsyncThunk(
  'auth/forgotPassword',
  (input: Input<'userLookup'>, { extra, rejectWithValue }) =>
    attempt(
      () =>
        withChallenge(extra, (altcha) =>
          unwrap(
            extra.api.v3.POST('/user/forgot-password', {
              body: buildBody('userLookup', input),
              ...altchaHeader(altcha),
            }),
          ),
        ),
      rejectWithValue,
    ),
);

/**
 * Sets a new password (v3 POST /user/change-password): signed in with `current_password`, or at the end
 * of a reset with its `reset_token` and no session.
 */
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
  verifyResetCode,
  verifyEmailLink,
  resendOtp,
  resendVerificationEmail,
  forgotPassword,
  changePassword,
  setCredentials,
  logout,
] as const;
