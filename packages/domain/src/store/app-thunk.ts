import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Tilawat } from '@tilawat/sdk';
import { type ApiFailure, toApiFailure } from '../failure/api-failure';
import type { Session, StorageAdapter } from '../session/session';

/** What every thunk gets through `extra`: the SDK, the learner's session and the clock. */
export interface ThunkExtra {
  api: Tilawat;
  session: Session;
  /** Now, in milliseconds since the epoch (`Date.now`; tests fix it). */
  now: () => number;
  /** Where copies kept on this device live (localStorage in the browser): a running exam's answers. None on the server. */
  storage?: StorageAdapter;
}

/** What every thunk of the store is typed with: the SDK through `extra`, failures as an `ApiFailure`. */
export interface AppThunkConfig {
  extra: ThunkExtra;
  rejectValue: ApiFailure;
}

/** Thunks typed once (`AppThunkConfig`). */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * Runs a call and turns what it threw into `rejectWithValue` (docs/architecture.md, "Conventions" 6): an
 * ApiError, or the ApiFailure of a thunk it awaited with `unwrap()`.
 */
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
