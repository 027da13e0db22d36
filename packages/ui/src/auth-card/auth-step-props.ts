import type { ReactNode } from 'react';

/**
 * Bengali messages by field name, as domain's `validate()` or the server's `errors[]` give
 * them; `form` is a message about the whole form.
 */
export type AuthStepErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** What every auth step screen takes: values in, errors in, pending in; the submitted values out. */
export interface AuthStepBaseProps<Values extends Record<keyof Values, string>> {
  /** Initial values of the fields (the screens are uncontrolled forms). */
  values?: Partial<Values>;
  /** Field errors shown next to each field; `form` shows at the top. */
  errors?: AuthStepErrors<Extract<keyof Values, string>>;
  /** A form-level message, e.g. the server's `msg` (same place as `errors.form`). */
  formError?: ReactNode;
  /** The request is on its way: the submit button is busy. */
  pending?: boolean;
  /** The form's values, as typed (validate them with domain's `forms`). */
  onSubmit: (values: Values) => void;
  className?: string;
}
