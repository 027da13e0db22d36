import { buildPageMeta } from '@tilawat/domain';
import type { Metadata } from 'next';
import { getServerAccount } from '~/lib/server-account';
import styles from '~/styles/page.module.css';
import { LoginLoader } from './login-loader';

const meta = buildPageMeta({ title: 'লগইন' });

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
};

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /login: the auth steps on one route (the six the product specification names, and sign-in by code:
 * docs/decisions/0014-sign-in-flow.md). The flow runs in the browser only (the learner's session lives in
 * the browser's cookies), so this shell just hands over the `?next=` path; the client part checks that it is
 * a same-site path before it is ever used.
 */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const [{ next }, account] = await Promise.all([searchParams, getServerAccount()]);
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <LoginLoader next={typeof next === 'string' ? next : undefined} signedIn={account !== null} />
    </div>
  );
}
