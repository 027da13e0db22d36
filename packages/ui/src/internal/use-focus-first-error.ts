import { type RefObject, useEffect } from 'react';

/**
 * When a form gets new field errors (after a submit), moves focus to the first invalid control so
 * keyboard and screen-reader users land on what needs fixing; its error is read as its description.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: object | undefined,
): void {
  useEffect(() => {
    if (!errors || Object.values(errors).every((message) => !message)) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors, form]);
}
