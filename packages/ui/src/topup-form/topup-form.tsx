import {
  formatDigits,
  formatMoney,
  forms,
  type PaymentMethod,
  toAsciiDigits,
  topupAmountChips,
  validate,
} from '@tilawat/domain';
import { inputLimits } from '@tilawat/domain/rules';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button/button';
import { topupForm as topupFormWords } from '../copy/words/topup-form';
import { cx } from '../internal/cx';
import { useCheckedForm } from '../internal/use-checked-form';
import { PaymentMethodPicker } from '../payment-method-picker/payment-method-picker';
import { TextField } from '../text-field/text-field';
import styles from './topup-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { topupForm: topupFormWords };

/** What the form sends: whole taka within the contract's limits, and the wallet to pay from. */
export interface TopupFormValues {
  amount: number;
  method: PaymentMethod;
}

/** Field errors by field (the server's `errors[].msg`, or domain's `validate`). */
export type TopupFormErrors = Partial<Record<keyof TopupFormValues, string>>;

/** The fields the form reads on submit. */
export const topupFormFields = ['amount', 'method'] as const satisfies readonly (keyof TopupFormValues)[];

export interface TopupFormProps {
  /**
   * A valid top-up, checked with domain's `forms.topup`: the amount in whole taka (Bengali digits
   * read), the wallet. The page adds the return addresses and calls `POST /gateway/topup`.
   */
  onSubmit: (payload: TopupFormValues) => void | Promise<void>;
  /** The request is on its way: the button is busy and the form does not send twice. */
  submitting?: boolean;
  /** The amount filled in at first (taka). */
  defaultAmount?: number;
  /** The wallet chosen at first. */
  defaultMethod?: PaymentMethod;
  /** The wallets the gateway offers (`GET /api/v3/payment/methods`), in order; all four by default. */
  methods?: readonly PaymentMethod[];
  /** A line under the wallets, e.g. which gateway takes the payment. */
  methodHint?: ReactNode;
  /** The server's `msg` about the whole request: announced. */
  error?: string | null;
  /** The server's field errors, shown beside their fields. */
  errors?: TopupFormErrors;
  /** The level of the title in the page's outline. */
  headingLevel?: 1 | 2 | 3;
  title?: ReactNode;
  className?: string;
}

/** The whole taka a learner's text names, or null (Bengali digits, commas, spaces and ৳ allowed). */
function typedAmount(text: string): number | null {
  const digits = toAsciiDigits(text).replace(/[\s,৳]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

const { minimum, maximum } = inputLimits.topupAmount;

/**
 * Adding taka to the wallet: one-tap amounts (domain's `topupAmountChips`, toggle buttons that fill
 * the amount), the amount typed (Bengali or ASCII digits, ৳50–৳10,000), the wallet
 * (`PaymentMethodPicker`) and the button that names the amount. Checked on submit with domain's
 * `forms.topup`: each Bengali message beside its field, focus on the first.
 */
export function TopupForm({
  onSubmit,
  submitting = false,
  defaultAmount,
  defaultMethod,
  methods,
  methodHint = null,
  error,
  errors,
  headingLevel = 2,
  title = bn.topupForm.title,
  className,
}: TopupFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const t = bn.topupForm;
  const [amountText, setAmountText] = useState(() =>
    defaultAmount === undefined ? '' : formatDigits(defaultAmount),
  );
  const amount = typedAmount(amountText);
  const inRange = amount !== null && amount >= minimum && amount <= maximum;

  const { form, shown, handleSubmit } = useCheckedForm({
    fields: topupFormFields,
    check: (values) => validate(forms.topup, values),
    errors,
    submitting,
    onSubmit,
  });

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <form
        ref={form}
        className={styles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={handleSubmit}
      >
        <fieldset className={styles.chipsBlock}>
          <legend className={styles.chipsLabel}>{t.chips}</legend>
          <div className={styles.chips}>
            {topupAmountChips.map((chip) => (
              <button
                key={chip}
                type="button"
                className={styles.chip}
                aria-pressed={amount === chip}
                onClick={() => setAmountText(formatDigits(chip))}
              >
                {formatMoney(chip)}
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t.amount}
          hint={t.amountHint(minimum, maximum)}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          required
          value={amountText}
          onValueChange={setAmountText}
          error={shown.amount}
          className={styles.amount}
        />
        <PaymentMethodPicker
          name="method"
          label={t.method}
          hint={methodHint}
          methods={methods}
          defaultValue={defaultMethod ?? null}
          error={shown.method}
        />
        <div role="alert" className={styles.alertSlot}>
          {error ? <p className={styles.formError}>{error}</p> : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {inRange ? t.submitAmount(amount) : t.submit}
        </Button>
      </form>
    </section>
  );
}
