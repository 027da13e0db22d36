import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Tilawat } from '@tilawat/sdk';
import { type ApiFailure, toApiFailure } from '../failure/api-failure';
import type { Session } from '../session/session';

/** What every thunk gets through `extra`: the SDK and the learner's session. */
export interface ThunkExtra {
  api: Tilawat;
  session: Session;
}

/** Thunks typed once: the SDK through `extra`, failures as an `ApiFailure`. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  extra: ThunkExtra;
  rejectValue: ApiFailure;
}>();

/** Runs a call and turns an ApiError into `rejectWithValue` (CONVENTIONS.md, rule 8). */
export async function attempt<T>(
  call: () => Promise<T>,
  rejectWithValue: (value: ApiFailure) => unknown,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw rejectWithValue(toApiFailure(error));
  }
}
