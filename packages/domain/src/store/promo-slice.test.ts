import { describe, expect, it } from 'vitest';
import {
  clearPromo,
  dismissPromoBar,
  initialPromoState,
  promoTyped,
  selectAppliedPromo,
  setShowPromoForm,
} from './promo-slice';
import { checkPromo } from './promo-thunks';
import { apiError, storeWith } from './test-store';

const validity = {
  promo: {
    code: 'RAMADAN20',
    title: 'রমজান অফার',
    description: '',
    kind: 'percentage',
    value: 20,
    currency: 'tk',
    courses: null,
    valid_until: '2026-12-31T23:59:59+06:00',
  },
  original: { amount: 2500, currency: 'tk' },
  discount: { amount: 500, currency: 'tk' },
  payable: { amount: 2000, currency: 'tk' },
};

describe('promo slice', () => {
  it('starts with the bar shown and the form hidden', () => {
    expect(storeWith({}).store.getState().promo).toEqual(initialPromoState);
  });

  it('a valid code stores its pricing and closes the form', async () => {
    const { store, requests } = storeWith({
      'POST /api/v3/promo/validity': () => ({ status: 200, body: { data: validity } }),
    });
    store.dispatch(setShowPromoForm(true));
    await store.dispatch(checkPromo({ course: 1, promo_code: 'RAMADAN20', currency: 'tk' }));
    expect(requests[0]?.body).toEqual({ course: 1, promo_code: 'RAMADAN20', currency: 'tk' });
    expect(store.getState().promo).toMatchObject({
      status: 'valid',
      promo: 'RAMADAN20',
      isInvalidPromo: false,
      showPromoForm: false,
      errorMsg: null,
    });
    expect(selectAppliedPromo(store.getState())?.payable.amount).toBe(2000);
  });

  it.each([
    [404, 'PROMO_NOT_FOUND', 'এই প্রোমো কোডটি খুঁজে পাওয়া যায়নি।'],
    [400, 'PROMO_EXPIRED', 'এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।'],
  ])('an answer %i %s marks the promo invalid with the Bengali message', async (status, code, msg) => {
    const { store } = storeWith({ 'POST /api/v3/promo/validity': () => apiError(status, code, msg) });
    await store.dispatch(checkPromo({ course: 1, promo_code: 'NOPE', currency: 'tk' }));
    expect(store.getState().promo).toMatchObject({
      status: 'invalid',
      isInvalidPromo: true,
      errorMsg: msg,
      error: { status, code, msg },
      data: null,
    });
    store.dispatch(promoTyped('NOPE2'));
    expect(store.getState().promo).toMatchObject({
      status: 'idle',
      isInvalidPromo: false,
      errorMsg: null,
      error: null,
      promo: 'NOPE2',
    });
  });

  it('keeps a check that got no answer as a status-0 failure, not a refusal message of the server', async () => {
    const { store } = storeWith({
      'POST /api/v3/promo/validity': () => {
        throw new TypeError('fetch failed');
      },
    });
    await store.dispatch(checkPromo({ course: 1, schedule: 12, promo_code: 'RAMADAN20', currency: 'tk' }));
    expect(store.getState().promo).toMatchObject({ status: 'invalid', error: { status: 0 } });
  });

  it('dismisses the bar and clears an applied promo', async () => {
    const { store } = storeWith({});
    store.dispatch(dismissPromoBar());
    expect(store.getState().promo.showPromoBar).toBe(false);
    store.dispatch(clearPromo());
    expect(store.getState().promo).toMatchObject({ promo: '', data: null, status: 'idle' });
  });
});
