import { createSlice } from '@reduxjs/toolkit';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import type { RejectValue } from './app-thunk';
import { logout } from './auth-thunks';
import { createOrder, payOrder, purchaseBatch, purchaseBundle } from './order-thunks';

/** product-spec §3 order state. */
export interface OrderState {
  /** The shop order being checked out (v2). */
  orderInfo: V2Schemas['OrderDetail'] | null;
  /** The payment under way: a purchase (v3) or a shop payment (v2), each with its redirect_url. */
  payOrderInfo: V3Schemas['PurchaseResult'] | V2Schemas['PaymentRedirect'] | null;
  loaders: { createOrder: boolean; payOrder: boolean; purchase: boolean };
  error: RejectValue | null;
}

export const initialOrderState: OrderState = {
  orderInfo: null,
  payOrderInfo: null,
  loaders: { createOrder: false, payOrder: false, purchase: false },
  error: null,
};

export const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    resetOrder: () => initialOrderState,
  },
  extraReducers: (builder) => {
    for (const thunk of [purchaseBatch, purchaseBundle] as const) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loaders.purchase = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loaders.purchase = false;
          state.payOrderInfo = action.payload;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loaders.purchase = false;
          state.error = action.payload ?? null;
        });
    }
    builder
      .addCase(createOrder.pending, (state) => {
        state.loaders.createOrder = true;
        state.error = null;
      })
      .addCase(createOrder.fulfilled, (state, action) => {
        state.loaders.createOrder = false;
        state.orderInfo = action.payload;
      })
      .addCase(createOrder.rejected, (state, action) => {
        state.loaders.createOrder = false;
        state.error = action.payload ?? null;
      })
      .addCase(payOrder.pending, (state) => {
        state.loaders.payOrder = true;
        state.error = null;
      })
      .addCase(payOrder.fulfilled, (state, action) => {
        state.loaders.payOrder = false;
        state.payOrderInfo = action.payload;
      })
      .addCase(payOrder.rejected, (state, action) => {
        state.loaders.payOrder = false;
        state.error = action.payload ?? null;
      })
      .addCase(logout.fulfilled, () => initialOrderState);
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
