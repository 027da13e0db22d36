'use client';

import dynamic from 'next/dynamic';
import { LoginPlaceholder } from './login-placeholder';

/**
 * The flow (store, thunks, forms and the step screens) is a chunk of its own, loaded in the browser after
 * hydration: /login's first-load JavaScript stays within the 150 kB budget (docs/decisions/0016-budgets.md).
 */
const LoginFlow = dynamic(() => import('./login-flow').then((m) => m.LoginFlow), {
  ssr: false,
  loading: () => <LoginPlaceholder />,
});

export function LoginLoader({ next }: { next?: string }) {
  return <LoginFlow next={next} />;
}
