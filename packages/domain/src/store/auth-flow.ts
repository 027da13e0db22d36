import type { AsyncThunkAction, GetThunkAPI } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { type AuthStep, redirectAfterVerification, routes } from '../auth/auth-steps';
import { isVerifyToken } from '../auth/verify-link';
import type { ApiFailure } from '../failure/api-failure';
import { fieldMessages, oneTimeCode } from '../rules';
import type { ToastEvent } from '../toasts/toast-messages';
import {
  authStepForms,
  type FieldErrors,
  forms,
  type IdentityInput,
  toIdentityInput,
  validate,
} from '../validation/form-rules';
import { type AppThunkConfig, attempt, createAppAsyncThunk } from './app-thunk';
import {
  type AuthState,
  authEvent,
  authFlowStarted,
  authIdentity,
  codeSent,
  inputRefused,
  resetIdentity,
} from './auth-slice';
import {
  changePassword,
  forgotPassword,
  login,
  lookupUser,
  quickLogin,
  register,
  resendOtp,
  resendVerificationEmail,
  sendLoginCode,
  setCredentials,
  verifyEmailLink,
  verifyOtp,
  verifyResetCode,
} from './auth-thunks';
import type { AppThunk } from './make-store';
import { userRestored } from './user-slice';

/**
 * The sign-in and sign-up flow of /login (docs/decisions/0014-sign-in-flow.md): one thunk per thing a learner
 * does on a step. Each checks the step's form, makes the calls in order and keeps what the flow must
 * remember (when a code was sent, where a reset code went) in the auth slice; the step follows from the
 * calls' own transitions. A thunk answers what the page does next — a toast, and where to go when the
 * flow ends — and a refusal (the form's or the server's) rejects with an ApiFailure that the auth slice
 * keeps for the step's screen (`selectStepErrors`).
 */

/**
 * What the page does after a step: the toast to show, and where to go when the flow ended (else null);
 * `notice` is the server's Bengali sentence about a sign-in (`LoginResult.notice`, e.g. another
 * device's session ended), only when it gave one — the page shows it after the toast.
 */
export interface AuthFlowOutcome {
  toast: ToastEvent | null;
  redirect: string | null;
  notice?: string;
}

/** A step's thunk: the values its screen read in, the outcome out. */
export type AuthFlowThunk<Values> = (
  values: Values,
) => AsyncThunkAction<AuthFlowOutcome, Values, AppThunkConfig>;

type StateWithAuth = { auth: AuthState };

const stay = (toast: ToastEvent | null = null): AuthFlowOutcome => ({ toast, redirect: null });
const leave = (toast: ToastEvent, redirect: string, notice?: string): AuthFlowOutcome =>
  notice ? { toast, redirect, notice } : { toast, redirect };

/** A step's values its form refused: the same shape as the server's 400, field by field. */
function refusedInput(errors: FieldErrors): ApiFailure {
  return {
    status: 400,
    code: 'VALIDATION_FAILED',
    msg: '',
    errors: Object.entries(errors).map(([path, msg]) => ({ path, msg: msg ?? '' })),
  };
}

/** A step past phone-email without an identity (never, through the screens): the learner names one again. */
const noIdentity: ApiFailure = {
  status: 400,
  code: 'VALIDATION_FAILED',
  msg: fieldMessages.identity,
  errors: [],
};

type FlowApi = GetThunkAPI<AppThunkConfig>;

/** The step's form over the values: the parsed data, or the refusal kept for the screen (and thrown). */
function checked<S extends AuthStep>(
  step: S,
  values: unknown,
  { dispatch }: FlowApi,
): z.output<(typeof authStepForms)[S]> {
  const result = validate(authStepForms[step], values);
  if (result.ok) return result.data as z.output<(typeof authStepForms)[S]>;
  const failure = refusedInput(result.errors);
  dispatch(inputRefused(failure));
  throw failure;
}

const authOf = ({ getState }: FlowApi) => (getState() as StateWithAuth).auth;

/** The identity a step needs, or the refusal that sends the learner to name one again. */
function required(identity: IdentityInput | null, { dispatch }: FlowApi): IdentityInput {
  if (identity) return identity;
  dispatch(inputRefused(noIdentity));
  throw noIdentity;
}

/** The flow's phone or e-mail (set by the lookup). */
const identityOf = (flow: FlowApi) => required(authIdentity(authOf(flow)), flow);

/** Where a reset code goes: what forgot-password named, else the flow's own. */
const resetIdentityOf = (flow: FlowApi) => required(resetIdentity(authOf(flow)), flow);

/** Sends a verification code to `to` and remembers when. */
async function sendVerificationCode(to: IdentityInput, flow: FlowApi) {
  await flow.dispatch(resendOtp(to)).unwrap();
  flow.dispatch(codeSent({ at: flow.extra.now() }));
}

/** Sends a sign-in code (quick-login without `otp`) to `to` and remembers when. */
async function sendSignInCode(to: IdentityInput, flow: FlowApi) {
  await flow.dispatch(sendLoginCode(to)).unwrap();
  flow.dispatch(codeSent({ at: flow.extra.now() }));
}

/** Sends a password-reset code to `to` and remembers when and where. */
async function sendResetCode(to: IdentityInput, flow: FlowApi) {
  await flow.dispatch(forgotPassword(to)).unwrap();
  flow.dispatch(codeSent({ at: flow.extra.now(), resetIdentity: to }));
}

/** /login opens: a fresh flow, the learner as the session knows them now (a 401 may have cleared it). */
export function startAuthFlow(next?: string | null): AppThunk {
  return (dispatch, _getState, { session }) => {
    dispatch(authFlowStarted({ next }));
    dispatch(userRestored(session.getUser()));
  };
}

/**
 * phone-email: looks the phone or e-mail up (→ login-password, or signup-name-password for a new one).
 * An account that never finished verification verifies now: a new code is sent (toast otpSent).
 */
export const submitIdentity = createAppAsyncThunk(
  'auth/submitIdentity',
  (values: { identity: string }, flow) =>
    attempt(async () => {
      const to = toIdentityInput(checked('phone-email', values, flow).identity);
      const account = await flow.dispatch(lookupUser(to)).unwrap();
      if (!account.exists || account.verified) return stay();
      await sendVerificationCode(to, flow);
      return stay('otpSent');
    }, flow.rejectWithValue),
);

/** login-password: signs in (toast loggedIn) and leaves for `afterLogin`. */
export const submitPassword = createAppAsyncThunk(
  'auth/submitPassword',
  (values: { password: string }, flow) =>
    attempt(async () => {
      const { password } = checked('login-password', values, flow);
      const { notice } = await flow.dispatch(login({ ...identityOf(flow), password })).unwrap();
      return leave('loggedIn', authOf(flow).afterLogin, notice);
    }, flow.rejectWithValue),
);

/**
 * login-password → login-otp ("sign in with a code"): the learner moves to the code's screen and a
 * sign-in code is sent (v2 quick-login without `otp`; toast otpSent). A code the server refused to send
 * (429, 503) leaves the learner on login-otp with the reason on top and resend as the cooldown allows.
 */
export const requestLoginCode = createAppAsyncThunk(
  'auth/requestLoginCode',
  (_: undefined, flow) =>
    attempt(async () => {
      const to = identityOf(flow);
      flow.dispatch(authEvent({ type: 'USE_CODE' }));
      await sendSignInCode(to, flow);
      return stay('otpSent');
    }, flow.rejectWithValue),
  { condition: (_, { getState }) => (getState() as StateWithAuth).auth.step === 'login-password' },
);

/** login-otp: signs in with the code (v2 quick-login with `otp`; toast loggedIn), like the password. */
export const submitLoginCode = createAppAsyncThunk('auth/submitLoginCode', (values: { otp: string }, flow) =>
  attempt(async () => {
    const { otp } = checked('login-otp', values, flow);
    const { notice, credentialsRequired } = await flow
      .dispatch(quickLogin({ ...identityOf(flow), otp }))
      .unwrap();
    // an account with no password of its own yet: its owner sets name and password first (issue 35)
    if (credentialsRequired) return stay('loggedIn');
    return leave('loggedIn', authOf(flow).afterLogin, notice);
  }, flow.rejectWithValue),
);

/**
 * signup-name-password: registers the account, which sends its first code (toast registered). After a
 * verification that discarded a registration's choices (`credentialsRequired`, issue 35) the learner
 * is signed in already: it sets their name and password instead (toast userUpdated) and leaves like a
 * verification does — to /checkout when an order is held, else where the sign-in leads.
 */
export const submitSignup = createAppAsyncThunk(
  'auth/submitSignup',
  (values: { name: string; password: string; confirm_password: string; phone_extra: string }, flow) =>
    attempt(async () => {
      const data = checked(
        'signup-name-password',
        { ...values, phone_extra: values.phone_extra.trim() || undefined },
        flow,
      );
      if (authOf(flow).credentialsRequired) {
        await flow
          .dispatch(
            setCredentials({
              name: data.name,
              password: data.password,
              confirm_password: data.confirm_password,
              ...(data.phone_extra ? { phone_extra: data.phone_extra } : {}),
            }),
          )
          .unwrap();
        flow.dispatch(userRestored(flow.extra.session.getUser()));
        const order = flow.extra.session.getOrderDetails()?.order_id;
        return leave(
          'userUpdated',
          order === undefined ? authOf(flow).afterLogin : redirectAfterVerification(order),
        );
      }
      await flow
        .dispatch(
          register({
            ...identityOf(flow),
            name: data.name,
            password: data.password,
            phone_extra: data.phone_extra || undefined,
          }),
        )
        .unwrap();
      flow.dispatch(codeSent({ at: flow.extra.now() }));
      return stay('registered');
    }, flow.rejectWithValue),
);

/**
 * signup-verify-otp: verifies the code, which signs the learner in (toast verified), and leaves for
 * /checkout when an order is held, else the catalogue.
 */
export const submitOtp = createAppAsyncThunk('auth/submitOtp', (values: { otp: string }, flow) =>
  attempt(async () => {
    const { otp } = checked('signup-verify-otp', values, flow);
    const { notice, credentialsRequired } = await flow
      .dispatch(verifyOtp({ ...identityOf(flow), otp }))
      .unwrap();
    // verified, but not by the client that registered: the owner sets name and password next (issue 35)
    if (credentialsRequired) return stay('verified');
    const redirect = redirectAfterVerification(flow.extra.session.getOrderDetails()?.order_id);
    return leave('verified', redirect, notice);
  }, flow.rejectWithValue),
);

/** forgot-password: sends a reset code to the phone or e-mail typed there (→ reset-password). */
export const requestResetCode = createAppAsyncThunk(
  'auth/requestResetCode',
  (values: { identity: string }, flow) =>
    attempt(async () => {
      await sendResetCode(toIdentityInput(checked('forgot-password', values, flow).identity), flow);
      return stay();
    }, flow.rejectWithValue),
);

/**
 * reset-password: the code buys a grant to set the password (issue 35: not a session), which sets the
 * new password (toast passwordChanged); then the learner signs in with it and leaves for `afterLogin`.
 */
export const submitReset = createAppAsyncThunk(
  'auth/submitReset',
  (values: { otp: string; new_password: string; confirm_password: string }, flow) =>
    attempt(async () => {
      const data = checked('reset-password', values, flow);
      const to = resetIdentityOf(flow);
      const grant = await flow.dispatch(verifyResetCode({ ...to, otp: data.otp })).unwrap();
      await flow
        .dispatch(
          changePassword({
            new_password: data.new_password,
            confirm_password: data.confirm_password,
            reset_token: grant.reset_token,
          }),
        )
        .unwrap();
      const { notice } = await flow.dispatch(login({ ...to, password: data.new_password })).unwrap();
      flow.dispatch(authEvent({ type: 'PASSWORD_CHANGED' }));
      return leave('passwordChanged', authOf(flow).afterLogin, notice);
    }, flow.rejectWithValue),
);

/** Whether another code may be sent now: none was sent yet, or the cooldown since the last one is over. */
export function canResendCode(auth: AuthState, now: number): boolean {
  return auth.codeSentAt === null || now - auth.codeSentAt >= oneTimeCode.resendCooldownSeconds * 1000;
}

/**
 * "Send the code again" (toast otpSent): on signup-verify-otp a new verification code; on reset-password
 * forgot-password is asked again for the same phone or e-mail; on login-otp a new sign-in code
 * (quick-login without `otp`). Not before the cooldown is over (the thunk does not run), and not on
 * other steps.
 */
export const resendCode = createAppAsyncThunk(
  'auth/resendCode',
  (_: undefined, flow) =>
    attempt(async () => {
      const { step } = authOf(flow);
      if (step === 'reset-password') await sendResetCode(resetIdentityOf(flow), flow);
      else if (step === 'login-otp') await sendSignInCode(identityOf(flow), flow);
      else await sendVerificationCode(identityOf(flow), flow);
      return stay('otpSent');
    }, flow.rejectWithValue),
  {
    condition: (_, { getState, extra }) => {
      const { auth } = getState() as StateWithAuth;
      const onCodeStep =
        auth.step === 'signup-verify-otp' || auth.step === 'reset-password' || auth.step === 'login-otp';
      return onCodeStep && canResendCode(auth, extra.now());
    },
  },
);

/** What /verify/[token] answers for a link of a shape the api never sends: the same as an unknown one. */
export const invalidVerifyLink: ApiFailure = {
  status: 404,
  code: 'VERIFY_LINK_INVALID',
  msg: '',
  errors: [],
};

/**
 * /verify/[token]: the e-mail's verification link verifies the account and signs the learner in (v2
 * GET /user/verify/{token}; toast verified, and the server's `notice` when it gave one). A token of
 * another shape than the contract's is refused without a request (404 VERIFY_LINK_INVALID, like an
 * unknown, used or expired one).
 */
export const openVerifyLink = createAppAsyncThunk(
  'auth/openVerifyLink',
  (token: string, { dispatch, rejectWithValue }) =>
    attempt(async (): Promise<AuthFlowOutcome> => {
      if (!isVerifyToken(token)) throw invalidVerifyLink;
      const { notice, credentialsRequired } = await dispatch(verifyEmailLink(token)).unwrap();
      // not the browser that registered: the owner sets name and password on /login (issue 35)
      const redirect = credentialsRequired ? routes.login : null;
      return notice ? { toast: 'verified', redirect, notice } : { toast: 'verified', redirect };
    }, rejectWithValue),
);

/**
 * /verify/[token] with a dead link: a new verification e-mail to the account of the phone or e-mail
 * typed (v2 POST /user/resend-verification-email); answers the server's Bengali message. The form's
 * refusal rejects like the server's 400, beside the `identity` field.
 */
export const requestVerifyLink = createAppAsyncThunk(
  'auth/requestVerifyLink',
  (values: { identity: string }, { dispatch, rejectWithValue }) =>
    attempt(async () => {
      const result = validate(forms.phoneEmail, values);
      if (!result.ok) throw refusedInput(result.errors);
      const { msg } = await dispatch(resendVerificationEmail(toIdentityInput(result.data.identity))).unwrap();
      return { msg };
    }, rejectWithValue),
);

export const authFlowThunks = [
  submitIdentity,
  submitPassword,
  requestLoginCode,
  submitLoginCode,
  submitSignup,
  submitOtp,
  requestResetCode,
  submitReset,
  resendCode,
  openVerifyLink,
  requestVerifyLink,
] as const;
