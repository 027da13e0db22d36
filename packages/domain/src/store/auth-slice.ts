import { createSlice, isFulfilled, isPending, isRejected, type PayloadAction } from '@reduxjs/toolkit';
import { type AuthEvent, type AuthOutcome, type AuthStep, nextAuthStep } from '../auth/auth-steps';
import type { ApiFailure } from '../failure/api-failure';
import {
  authThunks,
  changePassword,
  forgotPassword,
  login,
  logout,
  lookupUser,
  quickLogin,
  register,
  resendOtp,
  verifyOtp,
} from './auth-thunks';
import { userThunks } from './user-thunks';

export type PhoneVerificationStatus = 'success' | 'failed' | 'otp-sent';

/** product-spec §3 auth state, plus the step the learner is on and the last error. */
export interface AuthState {
  /** The phone number (+8801…) the learner is signing in with, or null for an e-mail. */
  phone: string | null;
  email: string | null;
  step: AuthOutcome;
  loginProcessStatus: boolean;
  /** How many registration steps are done: register, then verification. */
  registrationStepCompleted: number;
  phoneVerificationStatus: PhoneVerificationStatus | null;
  /** On while any auth or user action is pending (product-spec §4). */
  loader: boolean;
  error: ApiFailure | null;
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
};

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
    goToStep(state, action: PayloadAction<AuthStep>) {
      state.step = action.payload;
      state.error = null;
    },
    resetAuth: () => initialAuthState,
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
      .addCase(quickLogin.fulfilled, (state) => {
        state.loginProcessStatus = true;
      })
      .addCase(register.fulfilled, (state) => {
        state.registrationStepCompleted += 1;
        advance(state, { type: 'REGISTERED' });
      })
      .addCase(verifyOtp.fulfilled, (state) => {
        state.phoneVerificationStatus = 'success';
        state.registrationStepCompleted += 1;
        // On reset-password the step ends with change-password, not here.
        if (state.step === 'signup-verify-otp') advance(state, { type: 'VERIFIED' });
      })
      .addCase(verifyOtp.rejected, (state) => {
        state.phoneVerificationStatus = 'failed';
      })
      .addCase(resendOtp.fulfilled, (state) => {
        state.phoneVerificationStatus = 'otp-sent';
      })
      .addCase(forgotPassword.fulfilled, (state) => {
        advance(state, { type: 'RESET_CODE_SENT' });
      })
      .addCase(changePassword.fulfilled, (state) => {
        advance(state, { type: 'PASSWORD_CHANGED' });
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
    selectAuthLoader: (state) => state.loader,
    selectAuthError: (state) => state.error,
    selectLoginProcessStatus: (state) => state.loginProcessStatus,
    selectPhoneVerificationStatus: (state) => state.phoneVerificationStatus,
    selectRegistrationStepCompleted: (state) => state.registrationStepCompleted,
    selectAuthIdentity: (state) => ({ phone: state.phone, email: state.email }),
  },
});

export const { authEvent, goToStep, resetAuth } = authSlice.actions;
export const {
  selectAuthStep,
  selectAuthLoader,
  selectAuthError,
  selectLoginProcessStatus,
  selectPhoneVerificationStatus,
  selectRegistrationStepCompleted,
  selectAuthIdentity,
} = authSlice.selectors;
