import {
  createSelector,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { type AuthEvent, type AuthOutcome, authStepFields, nextAuthStep, routes } from '../auth/auth-steps';
import { redirectAfterLogin } from '../auth/safe-next';
import { type StepErrors, toStepErrors } from '../auth/step-errors';
import type { ApiFailure } from '../failure/api-failure';
import { oneTimeCode } from '../rules';
import { type IdentityInput, identityText } from '../validation/form-rules';
import {
  authThunks,
  forgotPassword,
  login,
  logout,
  lookupUser,
  quickLogin,
  register,
  resendOtp,
  setCredentials,
  verifyEmailLink,
  verifyOtp,
  verifyResetCode,
} from './auth-thunks';
import { userThunks } from './user-thunks';

export type PhoneVerificationStatus = 'success' | 'failed' | 'otp-sent';

/**
 * The auth state the product specification names (phone, loginProcessStatus, registrationStepCompleted,
 * phoneVerificationStatus), plus the flow of /login: the step the learner is on, the last failure (a
 * server's, or the step's own form refusing its values), when the last code was sent and where a reset code
 * went, and where the learner goes once signed in.
 */
export interface AuthState {
  /** The phone number (+8801…) the learner is signing in with, or null for an e-mail. */
  phone: string | null;
  email: string | null;
  step: AuthOutcome;
  loginProcessStatus: boolean;
  /** How many registration steps are done: register, then verification. */
  registrationStepCompleted: number;
  phoneVerificationStatus: PhoneVerificationStatus | null;
  /** On while any auth or user action is pending (as the product specification says). */
  loader: boolean;
  error: ApiFailure | null;
  /** When the last one-time code was sent (ms since the epoch, from the store's clock); null before any. */
  codeSentAt: number | null;
  /** Where the password-reset code went (forgot-password may name another phone or e-mail). */
  resetIdentity: IdentityInput | null;
  /** Where a sign-in or a password reset leads: the safe `?next=` path, else the catalogue. */
  afterLogin: string;
  /**
   * Signed in by a code to an account with no name and password of its own (issue 35): on
   * signup-name-password the learner sets them (POST /user/credentials) rather than registering.
   */
  credentialsRequired: boolean;
}

export const initialAuthState: AuthState = {
  phone: null,
  email: null,
  step: 'phone-email',
  loginProcessStatus: false,
  registrationStepCompleted: 0,
  phoneVerificationStatus: null,
  loader: false,
  error: null,
  codeSentAt: null,
  resetIdentity: null,
  afterLogin: routes.courses,
  credentialsRequired: false,
};

const noStepErrors: StepErrors<string> = { errors: {}, formError: undefined };

/** The phone or e-mail of the flow (set by the lookup), as the api's bodies take it; null before. */
export function authIdentity(state: AuthState): IdentityInput | null {
  if (state.phone) return { phone: state.phone };
  return state.email ? { email: state.email } : null;
}

/** Where a reset code goes: the phone or e-mail forgot-password named, else the flow's own. */
export function resetIdentity(state: AuthState): IdentityInput | null {
  return state.resetIdentity ?? authIdentity(state);
}

const advance = (state: AuthState, event: AuthEvent) => {
  if (state.step !== 'done') state.step = nextAuthStep(state.step, event);
};

const actionsWithLoader = [...authThunks, ...userThunks] as const;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The learner moves between steps by a link (forgot password, back). */
    authEvent(state, action: PayloadAction<AuthEvent>) {
      advance(state, action.payload);
      state.error = null;
    },
    resetAuth: () => initialAuthState,
    /** /login opens: a fresh flow, which leads to `next` once signed in when it is a safe same-site path. */
    authFlowStarted: (state, action: PayloadAction<{ next?: string | null }>) => ({
      ...initialAuthState,
      afterLogin: redirectAfterLogin(action.payload.next, routes.courses),
      // the e-mail's link verified an account whose owner still sets name and password (issue 35)
      ...(state.credentialsRequired
        ? {
            credentialsRequired: true,
            step: 'signup-name-password' as const,
            phone: state.phone,
            email: state.email,
          }
        : {}),
    }),
    /** A one-time code went out at `at`; a reset code also says where it went. */
    codeSent(state, action: PayloadAction<{ at: number; resetIdentity?: IdentityInput }>) {
      state.codeSentAt = action.payload.at;
      if (action.payload.resetIdentity) state.resetIdentity = action.payload.resetIdentity;
    },
    /** The step's form refused the values: the failure is shown like the server's, field by field. */
    inputRefused(state, action: PayloadAction<ApiFailure>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(lookupUser.pending, (state, action) => {
        const { phone, email } = action.meta.arg;
        state.phone = typeof phone === 'string' ? phone : null;
        state.email = typeof email === 'string' ? email : null;
      })
      .addCase(lookupUser.fulfilled, (state, action) => {
        advance(state, {
          type: 'LOOKED_UP',
          exists: action.payload.exists,
          verified: action.payload.verified,
        });
      })
      .addCase(login.fulfilled, (state) => {
        state.loginProcessStatus = true;
        advance(state, { type: 'LOGGED_IN' });
      })
      .addCase(quickLogin.fulfilled, (state, action) => {
        state.loginProcessStatus = true;
        state.credentialsRequired = action.payload.credentialsRequired;
        advance(state, { type: action.payload.credentialsRequired ? 'CREDENTIALS_REQUIRED' : 'LOGGED_IN' });
      })
      .addCase(register.fulfilled, (state) => {
        state.registrationStepCompleted += 1;
        advance(state, { type: 'REGISTERED' });
      })
      .addCase(verifyOtp.fulfilled, (state, action) => {
        state.phoneVerificationStatus = 'success';
        state.registrationStepCompleted += 1;
        // On reset-password the step ends with change-password (which sets a password), not here.
        if (state.step !== 'signup-verify-otp') return;
        state.credentialsRequired = action.payload.credentialsRequired;
        advance(state, { type: action.payload.credentialsRequired ? 'CREDENTIALS_REQUIRED' : 'VERIFIED' });
      })
      .addCase(verifyEmailLink.fulfilled, (state, action) => {
        if (!action.payload.credentialsRequired) return;
        state.credentialsRequired = true;
        state.phone = action.payload.user.phone ?? null;
        state.email = action.payload.user.email ?? null;
      })
      .addCase(setCredentials.fulfilled, (state) => {
        state.credentialsRequired = false;
        advance(state, { type: 'CREDENTIALS_SET' });
      })
      .addCase(verifyOtp.rejected, (state) => {
        state.phoneVerificationStatus = 'failed';
      })
      .addCase(verifyResetCode.fulfilled, (state) => {
        state.phoneVerificationStatus = 'success';
      })
      .addCase(verifyResetCode.rejected, (state) => {
        state.phoneVerificationStatus = 'failed';
      })
      .addCase(resendOtp.fulfilled, (state) => {
        state.phoneVerificationStatus = 'otp-sent';
      })
      .addCase(forgotPassword.fulfilled, (state) => {
        advance(state, { type: 'RESET_CODE_SENT' });
      })
      .addCase(logout.fulfilled, () => initialAuthState)
      .addMatcher(isPending(...actionsWithLoader), (state) => {
        state.loader = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...actionsWithLoader), (state) => {
        state.loader = false;
      })
      .addMatcher(isRejected(...actionsWithLoader), (state, action) => {
        state.loader = false;
        state.error = action.payload ?? null;
      });
  },
  selectors: {
    selectAuthStep: (state) => state.step,
    /** The last failure split for the step's screen: field errors beside their fields, the rest on top. */
    selectStepErrors: createSelector(
      [(state: AuthState) => state.error, (state: AuthState) => state.step],
      (error, step) => (step === 'done' ? noStepErrors : toStepErrors(error, authStepFields[step])),
    ),
    /** The phone number or e-mail the learner is signing in with, as typed into the steps. */
    selectAuthIdentityText: (state) => identityText(authIdentity(state)),
    /** Where the reset code went (the identity of the flow when forgot-password named none). */
    selectResetIdentityText: (state) => identityText(resetIdentity(state)),
    selectCodeSentAt: (state) => state.codeSentAt,
    /**
     * Seconds between two sends (docs/decisions/0004-one-time-codes-and-rate-limits.md) once a code went out;
     * 0 before any (resend at once).
     */
    selectResendCooldown: (state) => (state.codeSentAt === null ? 0 : oneTimeCode.resendCooldownSeconds),
    selectAfterLogin: (state) => state.afterLogin,
    /** On signup-name-password: the learner is signed in and sets their name and password (issue 35). */
    selectCredentialsRequired: (state) => state.credentialsRequired,
    selectAuthLoader: (state) => state.loader,
    selectAuthError: (state) => state.error,
    selectLoginProcessStatus: (state) => state.loginProcessStatus,
    selectPhoneVerificationStatus: (state) => state.phoneVerificationStatus,
    selectRegistrationStepCompleted: (state) => state.registrationStepCompleted,
  },
});

export const { authEvent, authFlowStarted, codeSent, inputRefused, resetAuth } = authSlice.actions;
export const {
  selectStepErrors,
  selectAuthIdentityText,
  selectResetIdentityText,
  selectCodeSentAt,
  selectResendCooldown,
  selectAfterLogin,
  selectCredentialsRequired,
  selectAuthStep,
  selectAuthLoader,
  selectAuthError,
  selectLoginProcessStatus,
  selectPhoneVerificationStatus,
  selectRegistrationStepCompleted,
} = authSlice.selectors;
