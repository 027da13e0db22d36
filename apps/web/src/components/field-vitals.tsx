'use client';

import { useEffect } from 'react';

export interface FieldVitalsProps {
  /** The api's public origin, where the beacon goes (`/api/v3/vitals`). */
  apiOrigin: string;
  /** The share of page loads measured, 0 to 1 (env VITALS_SAMPLE_RATE). */
  sampleRate: number;
}

/** How long a page may stay busy before the measuring starts anyway (ms). */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Field data (issue 38): on a sampled page load, once the page is idle, loads the measuring chunk
 * (`~/lib/field-vitals`: web-vitals and the beacon) for the page the learner landed on. Nothing else
 * happens on a load that is not sampled; nothing is drawn. In the root layout, so it runs once per load:
 * later pages shown without a load (Next's own navigations) are not measured, as browsers' field data
 * counts them against the page that was loaded.
 */
export function FieldVitals({ apiOrigin, sampleRate }: FieldVitalsProps) {
  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    // the page that was loaded, before a navigation the learner makes while this waits for idle
    const pathname = window.location.pathname;
    let live = true;
    const start = () => {
      void import('~/lib/field-vitals').then(({ startFieldVitals }) => {
        if (live) startFieldVitals({ endpoint: `${apiOrigin}/api/v3/vitals`, pathname });
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        live = false;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(start, 0);
    return () => {
      live = false;
      window.clearTimeout(handle);
    };
  }, [apiOrigin, sampleRate]);
  return null;
}
