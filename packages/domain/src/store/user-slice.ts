import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { V2Schemas } from '@tilawat/sdk';
import type { SessionUser } from '../session/session';
import { login, logout, quickLogin, verifyEmailLink, verifyOtp } from './auth-thunks';
import { confirmIdentityChange, updateMe, uploadAvatar } from './user-thunks';

export interface UserState {
  /** Decoded from the access token, kept locally as `user` (as the product specification has it). */
  user: SessionUser | null;
  /** The full account, once fetched. */
  profile: V2Schemas['User'] | null;
}

export const initialUserState: UserState = { user: null, profile: null };

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Sets the user read from the session (on page load). */
    userRestored(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logout.fulfilled, () => initialUserState)
      .addCase(confirmIdentityChange.fulfilled, (state, action) => {
        // the account's new phone or e-mail (issue 35)
        const { user } = action.payload;
        state.profile = state.profile ? { ...state.profile, phone: user.phone, email: user.email } : null;
        if (state.user) state.user = { ...state.user, phone: user.phone, email: user.email };
      })
      .addMatcher(
        isAnyOf(login.fulfilled, quickLogin.fulfilled, verifyOtp.fulfilled, verifyEmailLink.fulfilled),
        (state, action) => {
          state.user = action.payload.user;
        },
      )
      .addMatcher(isAnyOf(updateMe.fulfilled, uploadAvatar.fulfilled), (state, action) => {
        state.profile = action.payload;
        state.user = {
          id: action.payload.id,
          name: action.payload.name,
          phone: action.payload.phone,
          email: action.payload.email,
          role: action.payload.role,
        };
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.user !== null,
  },
});

export const { userRestored } = userSlice.actions;
export const { selectUser, selectProfile, selectIsSignedIn } = userSlice.selectors;
