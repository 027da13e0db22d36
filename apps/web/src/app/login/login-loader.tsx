'use client';

import type { PhoneEmailValues } from '@tilawat/ui';
import { PhoneEmailStep } from '@tilawat/ui';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useBrowserClient } from '~/app/providers';
import { useFirstTouch } from '~/lib/use-first-touch';
import styles from './login.module.css';
import { LoginPlaceholder } from './login-placeholder';

/** The flow (store, thunks, forms and the step screens) is a chunk of its own, loaded in the browser. */
const loadFlow = () => import('./login-flow').then((m) => m.LoginFlow);
/** What the first form sent, for the placeholder drawn while the flow's chunk arrives. */
let sentIdentity: string | undefined;
const LoginFlow = dynamic(loadFlow, {
  ssr: false,
  loading: () => <LoginPlaceholder identity={sentIdentity} />,
});

export interface LoginLoaderProps {
  next?: string;
  /** The server saw a session in the request's cookies: the flow loads at once and sends the learner on. */
  signedIn: boolean;
}

/**
 * /login's first step is a live form drawn on the server (the page's island; LCP at first paint). The
 * flow and the tab's client (Redux Toolkit, the SDK, domain's rules: about 100 kB) load when the learner
 * first touches the form, not with the page (issue 38): a visit that never signs in never downloads them.
 * What the learner sends from this first form is handed to the flow, which goes on from it
 * (`submitIdentity`); every later step, and this one again after "back", is the flow's own screen.
 */
export function LoginLoader({ next, signedIn }: LoginLoaderProps) {
  const { touched, touchProps } = useFirstTouch(signedIn);
  const [sent, setSent] = useState<string | null>(null);
  // The server's form is inert until hydrated: sent before, it would be submitted by the browser itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useBrowserClient({ load: touched });
  useEffect(() => {
    if (touched) void loadFlow();
  }, [touched]);

  if (signedIn || sent !== null) return <LoginFlow next={next} identity={sent ?? undefined} />;

  return (
    <div className={styles.flow} inert={!hydrated} {...touchProps}>
      <PhoneEmailStep
        onSubmit={({ identity }: PhoneEmailValues) => {
          sentIdentity = identity;
          setSent(identity);
        }}
      />
    </div>
  );
}
