import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` while mounted. A `fixed` time stops the
 * clock (stories and tests pin it; a server render can pass its own).
 */
export function useNow(intervalMs: number, fixed?: Date | number | string): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (fixed !== undefined || intervalMs <= 0) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, fixed]);

  return fixed === undefined ? now : new Date(fixed).getTime();
}
