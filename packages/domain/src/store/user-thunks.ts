import { expectData, formData, unwrap, type V2Schemas, type V3Schemas } from '@tilawat/sdk';
import { pickFields } from '../payload/build-body';
import { attempt, createAppAsyncThunk } from './app-thunk';
import { altchaHeader, withChallenge } from './with-challenge';

/**
 * Edits name or second number (v2 PATCH /user/me; `phone_extra: null` removes the second number); the
 * web shows 'User data updated'.
 */
export const updateMe = createAppAsyncThunk(
  'user/updateMe',
  (input: { name?: string; phone_extra?: string | null }, { extra, rejectWithValue }) =>
    attempt(() => {
      const body = {
        ...pickFields<V2Schemas['UserUpdatePayload']>(['name', 'phone_extra'], input),
        ...(input.phone_extra === null ? { phone_extra: null } : {}),
      };
      return expectData(extra.api.v2.PATCH('/user/me', { body }));
    }, rejectWithValue),
);

/** Uploads a new avatar as multipart field `avatar` (v2 POST /user/upload-avatar). */
export const uploadAvatar = createAppAsyncThunk(
  'user/uploadAvatar',
  (file: Blob, { extra, rejectWithValue }) =>
    attempt(
      () =>
        expectData(
          extra.api.v2.POST('/user/upload-avatar', { body: { avatar: file }, bodySerializer: formData }),
        ),
      rejectWithValue,
    ),
);

/**
 * Starts moving the account to another phone or e-mail (v3 POST /user/identity, issue 35): a code goes
 * to the new address (solved challenge and all, like every code); answers the server's message.
 */
export const requestIdentityChange = createAppAsyncThunk(
  'user/requestIdentityChange',
  (input: V3Schemas['IdentityChangePayload'], { extra, rejectWithValue }) =>
    attempt(
      () =>
        withChallenge(extra, (altcha) =>
          unwrap(
            extra.api.v3.POST('/user/identity', {
              body: pickFields<V3Schemas['IdentityChangePayload']>(
                ['phone', 'email', 'current_password'],
                input,
              ),
              ...altchaHeader(altcha),
            }),
          ),
        ),
      rejectWithValue,
    ),
);

/**
 * The code sent to the new address moves the account there (v3 POST /user/identity/confirm); the
 * session is renewed so that the access token, and the user decoded from it, carry the new address.
 */
export const confirmIdentityChange = createAppAsyncThunk(
  'user/confirmIdentityChange',
  (input: V3Schemas['IdentityChangeConfirmPayload'], { extra, rejectWithValue }) =>
    attempt(async () => {
      const result = await unwrap(extra.api.v3.POST('/user/identity/confirm', { body: { otp: input.otp } }));
      await extra.api.refresh();
      return result;
    }, rejectWithValue),
);

export const userThunks = [updateMe, uploadAvatar, requestIdentityChange, confirmIdentityChange] as const;
