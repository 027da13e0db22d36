import { describe, expect, it } from 'vitest';
import { toStepErrors } from './step-errors';

describe('toStepErrors', () => {
  it('puts errors[] next to the fields they name and keeps the msg for the form', () => {
    expect(
      toStepErrors({ msg: 'ভুল তথ্য', errors: [{ path: 'password', msg: 'পাসওয়ার্ড ছোট' }] }, [
        'password',
      ] as const),
    ).toEqual({ errors: { password: 'পাসওয়ার্ড ছোট' }, formError: undefined });
  });

  it('shows the msg as a form error when no field is named', () => {
    expect(toStepErrors({ msg: 'পাসওয়ার্ড ভুল', errors: [] }, ['password'] as const)).toEqual({
      errors: {},
      formError: 'পাসওয়ার্ড ভুল',
    });
    expect(
      toStepErrors(
        {
          msg: 'ভুল',
          errors: [
            { path: 'body.otp', msg: 'কোড ভুল' },
            { path: 'x', msg: 'y' },
          ],
        },
        ['otp'] as const,
      ),
    ).toEqual({ errors: { otp: 'কোড ভুল' }, formError: 'ভুল' });
  });

  it('is empty without a failure', () => {
    expect(toStepErrors(null, ['otp'] as const)).toEqual({ errors: {}, formError: undefined });
  });
});
