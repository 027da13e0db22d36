import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiError, FALLBACK_MESSAGE, type FieldError, type Tilawat } from '@tilawat/sdk';
import type { Session } from '../session/session';

/** What every thunk gets through `extra`: the SDK and the learner's session. */
export interface ThunkExtra {
  api: Tilawat;
  session: Session;
}

/** A failed call as the state keeps it: serialisable, with the server's Bengali msg. */
export interface RejectValue {
  status: number;
  code: string;
  msg: string;
  errors: FieldError[];
}

/** Thunks typed once: the SDK through `extra`, failures as `RejectValue`. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  extra: ThunkExtra;
  rejectValue: RejectValue;
}>();

/** Turns whatever a call threw into the value a rejected thunk carries. */
export function toRejectValue(error: unknown): RejectValue {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, msg: error.msg, errors: error.errors };
  }
  return { status: 0, code: 'UNKNOWN', msg: FALLBACK_MESSAGE, errors: [] };
}

/** Runs a call and turns an ApiError into `rejectWithValue` (CONVENTIONS.md, rule 8). */
export async function attempt<T>(
  call: () => Promise<T>,
  rejectWithValue: (value: RejectValue) => unknown,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw rejectWithValue(toRejectValue(error));
  }
}
