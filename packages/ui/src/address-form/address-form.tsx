import { forms, type SizeOption, validate } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { addressForm as addressFormWords } from '../copy/words/address-form';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import { useCheckedForm } from '../internal/use-checked-form';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import styles from './address-form.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { addressForm: addressFormWords };

type OrderInfo = V2Schemas['OrderInfo'];

/** Field errors by body field (the server's `errors[].msg` — e.g. `order_info.address` → `address` — or domain's `validate`). */
export type AddressFormErrors = Partial<Record<keyof OrderInfo, string>>;

/** The fields the form reads on submit: the body fields of `OrderInfo`. */
export const addressFormFields = [
  'name',
  'phone',
  'address',
  'city',
  'size',
  'note',
] as const satisfies readonly (keyof OrderInfo)[];

/** The contract's lengths of `OrderInfo` the hints state (specs/v2.yaml; a test keeps them equal). */
export const ORDER_INFO_LIMITS = {
  address: { minLength: 5, maxLength: 300 },
  note: { maxLength: 300 },
} as const;

export interface AddressFormProps {
  /**
   * Valid delivery details, as `POST /order` takes them in `order_info` (domain's `forms.orderInfo`):
   * only the fields filled in, trimmed, the phone as +8801XXXXXXXXX.
   */
  onSubmit: (payload: OrderInfo) => void | Promise<void>;
  /** The request is on its way: the button is busy and the form does not send twice. */
  submitting?: boolean;
  /** The server's field errors, shown beside their fields. Clear them when sending again. */
  errors?: AddressFormErrors;
  /** The server's `msg` about the whole request (a network failure…): announced. */
  formError?: string | null;
  /** The fields filled in at first (the learner's last address, their name and phone). */
  defaultValues?: Partial<OrderInfo>;
  /** The size chosen for a buy-now order (`OrderInfo.size`): sent with the address; basket lines carry their own. */
  size?: SizeOption;
  /** The button's words; "এই ঠিকানায় পাঠান" when not given. */
  submitLabel?: ReactNode;
  /** The level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  title?: ReactNode;
  /** Under the title; a Bengali sentence on what to give when not given. */
  description?: ReactNode;
  className?: string;
}

/** A stored phone (+8801…, 8801…) as the learner types it beside the +৮৮ the field shows: 01…. */
function localPhone(phone: string | undefined): string | undefined {
  return phone?.replace(/^\+?88(?=01)/, '');
}

/**
 * The delivery details of a printed item's order (`OrderInfo`) for Bangladesh: the receiver's name,
 * mobile (+88, Bengali digits work), the full address, the district or city (the delivery charge
 * depends on it) and a note for the courier. Checked on submit with domain's `forms.orderInfo` (the
 * same Bengali messages as the api), each message beside its field and focus on the first invalid
 * one; the server's errors show the same way.
 */
export function AddressForm({
  onSubmit,
  submitting = false,
  errors,
  formError,
  defaultValues,
  size,
  submitLabel,
  headingLevel = 2,
  title = bn.addressForm.title,
  description = bn.addressForm.description,
  className,
}: AddressFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const t = bn.addressForm;

  const { form, shown, handleSubmit } = useCheckedForm({
    fields: addressFormFields,
    check: (values) => validate(forms.orderInfo, values),
    errors,
    submitting,
    onSubmit,
  });

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      <form
        ref={form}
        className={styles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={handleSubmit}
      >
        <TextField
          label={t.name}
          name="name"
          autoComplete="shipping name"
          required
          defaultValue={defaultValues?.name}
          error={shown.name}
        />
        <PhoneField
          name="phone"
          autoComplete="shipping tel-national"
          required
          defaultValue={localPhone(defaultValues?.phone)}
          error={shown.phone}
        />
        <Field
          label={t.address}
          hint={t.addressHint(ORDER_INFO_LIMITS.address.minLength, ORDER_INFO_LIMITS.address.maxLength)}
          required
          error={shown.address}
        >
          {(control) => (
            <textarea
              {...control}
              name="address"
              rows={3}
              autoComplete="shipping street-address"
              defaultValue={defaultValues?.address}
              className={cx(fieldStyles.control, styles.textarea)}
            />
          )}
        </Field>
        <TextField
          label={t.city}
          hint={t.cityHint}
          name="city"
          autoComplete="shipping address-level2"
          optional
          defaultValue={defaultValues?.city}
          error={shown.city}
        />
        <Field label={t.note} hint={t.noteHint(ORDER_INFO_LIMITS.note.maxLength)} optional error={shown.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={2}
              defaultValue={defaultValues?.note}
              className={cx(fieldStyles.control, styles.textarea)}
            />
          )}
        </Field>
        {(size ?? defaultValues?.size) ? (
          <input type="hidden" name="size" value={size ?? defaultValues?.size} />
        ) : null}
        <div role="alert" className={styles.alertSlot}>
          {formError ? <p className={styles.formError}>{formError}</p> : null}
        </div>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitLabel ?? t.submit}
        </Button>
      </form>
    </section>
  );
}
