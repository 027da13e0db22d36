import { normalizeBdPhone } from '@tilawat/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { phoneField as phoneFieldWords } from '../copy/words/phone-field';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';
import styles from './phone-field.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { phoneField: phoneFieldWords };

export interface PhoneFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  label?: ReactNode;
  hint?: ReactNode;
  /** A Bengali field error, e.g. domain's `formMessages.phone`. */
  error?: ReactNode;
  optional?: boolean;
  /**
   * Called on every change with what was typed and, when it is a valid Bangladeshi mobile
   * number (ASCII or Bengali digits, with or without +88), its normalised form +8801XXXXXXXXX.
   */
  onValueChange?: (value: string, phone: string | null) => void;
  fieldClassName?: string;
}

/**
 * A Bangladeshi mobile number: the +88 country code is shown, the learner types 01XXXXXXXXX
 * (Bengali digits work too). It opens the phone keypad and offers the saved number.
 */
export function PhoneField({
  label = bn.phoneField.label,
  hint = bn.phoneField.hint,
  error,
  optional,
  required,
  id,
  className,
  fieldClassName,
  onChange,
  onValueChange,
  ...props
}: PhoneFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div className={styles.group}>
          <span className={styles.prefix} title={bn.phoneField.countryCodeLabel}>
            <span aria-hidden="true">{bn.phoneField.countryCode}</span>
          </span>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={bn.phoneField.placeholder}
            maxLength={20}
            {...props}
            {...control}
            className={cx(fieldStyles.control, styles.input, className)}
            onChange={(event) => {
              onChange?.(event);
              onValueChange?.(event.target.value, normalizeBdPhone(event.target.value));
            }}
          />
        </div>
      )}
    </Field>
  );
}
