import type { FieldErrors, Validation } from '@tilawat/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formValues } from './form-values';

/**
 * A form checked by one of domain's rules before it is sent (the shop's address, the call-back
 * request): on submit its named fields are read and checked; refused, each message shows beside its
 * field and focus moves to the first invalid one; passed, the parsed values go to `onSubmit` (never
 * while `submitting`). The server's field errors (`errors`) show until the next refusal here, and
 * focus follows them too — only when they change in content, not on every render.
 */
export function useCheckedForm<K extends string, T>({
  fields,
  check,
  errors,
  submitting,
  onSubmit,
}: {
  fields: readonly K[];
  check: (values: Record<K, string>) => Validation<T>;
  errors: FieldErrors | undefined;
  submitting: boolean;
  onSubmit: (values: T) => void | Promise<void>;
}) {
  const form = useRef<HTMLFormElement>(null);
  /** The messages of the last refused submit here; null once a submit passed (the server's show). */
  const [localErrors, setLocalErrors] = useState<FieldErrors | null>(null);
  const [refusals, setRefusals] = useState(0);
  const shown: FieldErrors = localErrors ?? errors ?? {};

  const serverKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    if (refusals === 0 && serverKey === '{}') return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A WAI-ARIA radio group (the wallet picker) is not focusable itself: its tab stop is.
    const target =
      invalid?.getAttribute('role') === 'radiogroup'
        ? invalid.querySelector<HTMLElement>('[tabindex="0"]')
        : invalid;
    target?.focus();
  }, [refusals, serverKey]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = check(formValues(event.currentTarget, fields));
    if (!result.ok) {
      setLocalErrors(result.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setLocalErrors(null);
    void onSubmit(result.data);
  };

  return { form, shown, handleSubmit };
}
