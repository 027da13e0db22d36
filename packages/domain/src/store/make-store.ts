import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ThunkExtra } from './app-thunk';
import { authSlice } from './auth-slice';
import { keepExamDrafts } from './exam-drafts';
import { examSlice } from './exam-slice';
import { orderSlice } from './order-slice';
import { promoSlice } from './promo-slice';
import { userSlice } from './user-slice';

export const rootReducer = combineSlices(authSlice, userSlice, promoSlice, orderSlice, examSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions extends Omit<ThunkExtra, 'now'> {
  /** The clock thunks read (when a code was sent); `Date.now` unless a test fixes it. */
  now?: () => number;
  preloadedState?: Partial<RootState>;
}

/**
 * A new store: one per request on the server and one per test, never a
 * singleton. Thunks reach the SDK, the session, the clock and the device's storage through `extra`;
 * listeners (a running exam's copy on the device) get the same `extra`.
 */
export function makeStore({ api, session, now = Date.now, storage, preloadedState }: MakeStoreOptions) {
  const extra: ThunkExtra = { api, session, now, storage };
  const listener = createListenerMiddleware<RootState>({ extra });
  keepExamDrafts(listener);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** A plain thunk of this store (for a few synchronous steps; calls are `createAppAsyncThunk`s). */
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
