import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; when defined the component follows it. */
  value?: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Told of every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * Controlled and uncontrolled use with one code path (radix-ui's philosophy): a component keeps
 * its own state until a `value` is passed, then follows the parent.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );

  return [current, setValue];
}
