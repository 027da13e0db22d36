import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `seconds`, counted against the clock (a throttled background tab still
 * ends on time) and down to 0. A new `seconds` or `key` starts again, so a parent restarts the
 * countdown after every resend.
 */
export function useCountdown(seconds: number, key?: unknown): number {
  const start = Math.max(0, Math.ceil(seconds));
  const [left, setLeft] = useState(start);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the countdown on purpose.
  useEffect(() => {
    setLeft(start);
    if (start <= 0) return;
    const deadline = Date.now() + start * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [start, key]);

  return left;
}
