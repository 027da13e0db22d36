import { expectData, formData, type V2Schemas } from '@tilawat/sdk';
import { pickFields } from '../payload/build-body';
import { attempt, createAppAsyncThunk } from './app-thunk';

/** The signed-in learner's account (v2 GET /user/me). */
export const fetchMe = createAppAsyncThunk('user/fetchMe', (_: undefined, { extra, rejectWithValue }) =>
  attempt(() => expectData(extra.api.v2.GET('/user/me')), rejectWithValue),
);

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

export const userThunks = [fetchMe, updateMe, uploadAvatar] as const;
