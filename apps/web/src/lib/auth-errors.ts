/** A rejected auth thunk's value (domain's RejectValue), as far as the screens need it. */
export interface ServerFailure {
  msg: string;
  errors?: { path: string; msg: string }[];
}

/**
 * Splits a server failure into the field errors a step screen shows next to its fields (`errors[]`
 * whose path names one of them) and a form-level message (the server's `msg`, shown as formError when
 * no field took it).
 */
export function toStepErrors<Field extends string>(
  failure: ServerFailure | null | undefined,
  fields: readonly Field[],
): { errors: Partial<Record<Field, string>>; formError: string | undefined } {
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
