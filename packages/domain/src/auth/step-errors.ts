import type { ApiFailure } from '../failure/api-failure';

/** A failure as far as a step screen needs it: the message and the field errors. */
export type StepFailure = Pick<ApiFailure, 'msg'> & Partial<Pick<ApiFailure, 'errors'>>;

export interface StepErrors<Field extends string> {
  errors: Partial<Record<Field, string>>;
  formError: string | undefined;
}

/**
 * Splits a server failure into the field errors a step screen shows next to its fields (`errors[]`
 * whose path names one of them) and a form-level message (the server's `msg`, shown as formError when
 * no field took it).
 */
export function toStepErrors<Field extends string>(
  failure: StepFailure | null | undefined,
  fields: readonly Field[],
): StepErrors<Field> {
  if (!failure) return { errors: {}, formError: undefined };
  const errors: Partial<Record<Field, string>> = {};
  const rest: string[] = [];
  for (const error of failure.errors ?? []) {
    const field = error.path.replace(/^(body\.|\/)/, '').split(/[./]/)[0] as Field;
    if (fields.includes(field)) errors[field] ??= error.msg;
    else rest.push(error.msg);
  }
  const anyField = Object.keys(errors).length > 0;
  const formError = anyField && rest.length === 0 ? undefined : failure.msg || rest[0];
  return { errors, formError };
}
