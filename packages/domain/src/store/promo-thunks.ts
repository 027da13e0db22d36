import { unwrap } from '@tilawat/sdk';
import { buildBody, type Payloads } from '../payload/build-body';
import { attempt, createAppAsyncThunk } from './app-thunk';

/** Checks a promo code against a course (v3 POST /promo/validity); an unknown or expired code rejects with its Bengali msg. */
export const checkPromo = createAppAsyncThunk(
  'promo/checkPromo',
  (input: Partial<Record<keyof Payloads['promoCheck'], unknown>>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/promo/validity', { body: buildBody('promoCheck', input) })),
      rejectWithValue,
    ),
);
