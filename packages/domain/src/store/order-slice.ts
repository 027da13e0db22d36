import { createSlice } from '@reduxjs/toolkit';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import type { ApiFailure } from '../failure/api-failure';
import { logout } from './auth-thunks';
import { purchaseBatch, purchaseBundle } from './order-thunks';

/** The order state the product specification names: orderInfo, payOrderInfo, loaders. */
export interface OrderState {
  /** The shop order being checked out (v2): named by the specification; the shop's checkout page keeps its own. */
  orderInfo: V2Schemas['OrderDetail'] | null;
  /** The purchase under way (v3), with its redirect_url. */
  payOrderInfo: V3Schemas['PurchaseResult'] | null;
  loaders: { purchase: boolean };
  error: ApiFailure | null;
}

export const initialOrderState: OrderState = {
  orderInfo: null,
  payOrderInfo: null,
  loaders: { purchase: false },
  error: null,
};

export const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    resetOrder: () => initialOrderState,
  },
  extraReducers: (builder) => {
    /** One loader per kind of call: on while pending, off when settled; a failure keeps its message. */
    const track = <T extends typeof purchaseBatch | typeof purchaseBundle>(
      thunk: T,
      loader: keyof OrderState['loaders'],
      done: (state: OrderState, payload: ReturnType<T['fulfilled']>['payload']) => void,
    ) =>
      builder
        .addCase(thunk.pending, (state) => {
          state.loaders[loader] = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loaders[loader] = false;
          done(state, action.payload);
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loaders[loader] = false;
          state.error = action.payload ?? null;
        });

    track(purchaseBatch, 'purchase', (state, payload) => {
      state.payOrderInfo = payload;
    });
    track(purchaseBundle, 'purchase', (state, payload) => {
      state.payOrderInfo = payload;
    });
    builder.addCase(logout.fulfilled, () => initialOrderState);
  },
  selectors: {
    selectOrderInfo: (state) => state.orderInfo,
    selectPayOrderInfo: (state) => state.payOrderInfo,
    selectOrderLoaders: (state) => state.loaders,
    selectOrderError: (state) => state.error,
  },
});

export const { resetOrder } = orderSlice.actions;
export const { selectOrderInfo, selectPayOrderInfo, selectOrderLoaders, selectOrderError } =
  orderSlice.selectors;
