import { useCallback, useState } from 'react';

export interface FirstTouch {
  /** A pointer was pressed in the part, or focus moved into it (or `initial`). */
  touched: boolean;
  /** Spread on the part's container. */
  touchProps: { onFocusCapture: () => void; onPointerDownCapture: () => void };
}

/**
 * Whether the learner has touched a part of the page yet. What the part needs only once it is used (the
 * tab's client: Redux Toolkit, the SDK, domain's rules) loads on that first touch rather than with the
 * page (issue 38): a page that is only read never runs it, and the press comes before its click (an
 * action taken sooner waits for the client: `useClientReady`). A keyboard reaches it by focus.
 * docs/decisions/0032-read-pages-run-no-client.md.
 */
export function useFirstTouch(initial = false): FirstTouch {
  const [touched, setTouched] = useState(initial);
  const touch = useCallback(() => setTouched(true), []);
  return { touched, touchProps: { onFocusCapture: touch, onPointerDownCapture: touch } };
}
