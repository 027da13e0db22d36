import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ThunkExtra } from './app-thunk';
import { authSlice } from './auth-slice';
import { orderSlice } from './order-slice';
import { promoSlice } from './promo-slice';
import { userSlice } from './user-slice';

export const rootReducer = combineSlices(authSlice, userSlice, promoSlice, orderSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions extends ThunkExtra {
  preloadedState?: Partial<RootState>;
}

/**
 * A new store: one per request on the server and one per test, never a
 * singleton. Thunks reach the SDK and the session through `extra`.
 */
export function makeStore({ api, session, preloadedState }: MakeStoreOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { api, session } satisfies ThunkExtra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
