import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { cx } from '../internal/cx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A Bengali field error (domain's `formMessages`, or the server's `errors[].msg`). */
  error?: ReactNode;
  /** Marks the field optional in its label. */
  optional?: boolean;
  /** Called with the new text on every change (besides the native `onChange`). */
  onValueChange?: (value: string) => void;
  /** Class of the wrapping field. */
  fieldClassName?: string;
}

/**
 * A labelled text input. Controlled (`value` + `onChange`/`onValueChange`) or uncontrolled
 * (`defaultValue`, read by the form), like a native input.
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  required,
  id,
  className,
  fieldClassName,
  onChange,
  onValueChange,
  ...props
}: TextFieldProps) {
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
        <input
          type="text"
          {...props}
          {...control}
          className={cx(fieldStyles.control, className)}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      )}
    </Field>
  );
}
