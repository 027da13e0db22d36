import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { V3Schemas } from '@tilawat/sdk';
import type { ApiFailure } from '../failure/api-failure';
import { checkPromo } from './promo-thunks';

/** The promo state the product specification names, plus the check's status. */
export interface PromoState {
  showPromoForm: boolean;
  showPromoBar: boolean;
  isInvalidPromo: boolean;
  /** The code the learner typed or applied. */
  promo: string;
  /** The applied promo's pricing (original, discount, payable), once valid. */
  data: V3Schemas['PromoValidity'] | null;
  /** The server's Bengali message for an invalid code. */
  errorMsg: string | null;
  /** The whole failure of the last check (status 0 when no answer came), for telling "refused" from "unreachable". */
  error: ApiFailure | null;
  status: 'idle' | 'checking' | 'valid' | 'invalid';
}

export const initialPromoState: PromoState = {
  showPromoForm: false,
  showPromoBar: true,
  isInvalidPromo: false,
  promo: '',
  data: null,
  errorMsg: null,
  error: null,
  status: 'idle',
};

export const promoSlice = createSlice({
  name: 'promo',
  initialState: initialPromoState,
  reducers: {
    setShowPromoForm(state, action: PayloadAction<boolean>) {
      state.showPromoForm = action.payload;
    },
    dismissPromoBar(state) {
      state.showPromoBar = false;
    },
    promoTyped(state, action: PayloadAction<string>) {
      state.promo = action.payload;
      state.isInvalidPromo = false;
      state.errorMsg = null;
      state.error = null;
      if (state.status === 'invalid') state.status = 'idle';
    },
    clearPromo(state) {
      Object.assign(state, {
        promo: '',
        data: null,
        isInvalidPromo: false,
        errorMsg: null,
        error: null,
        status: 'idle',
      } satisfies Partial<PromoState>);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkPromo.pending, (state, action) => {
        state.status = 'checking';
        state.isInvalidPromo = false;
        state.errorMsg = null;
        state.error = null;
        if (typeof action.meta.arg.promo_code === 'string') state.promo = action.meta.arg.promo_code;
      })
      .addCase(checkPromo.fulfilled, (state, action) => {
        state.status = 'valid';
        state.data = action.payload;
        state.promo = action.payload.promo.code;
        state.showPromoForm = false;
      })
      .addCase(checkPromo.rejected, (state, action) => {
        state.status = 'invalid';
        state.isInvalidPromo = true;
        state.data = null;
        state.errorMsg = action.payload?.msg ?? action.error.message ?? null;
        state.error = action.payload ?? null;
      });
  },
  selectors: {
    selectPromo: (state) => state,
    selectAppliedPromo: (state) => (state.status === 'valid' ? state.data : null),
  },
});

export const { setShowPromoForm, dismissPromoBar, promoTyped, clearPromo } = promoSlice.actions;
export const { selectPromo, selectAppliedPromo } = promoSlice.selectors;
