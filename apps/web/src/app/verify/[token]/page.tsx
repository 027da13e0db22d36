import { buildPageMeta } from '@tilawat/domain';
import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import styles from '~/styles/page.module.css';
import { VerifyLoader } from './verify-loader';

const meta = buildPageMeta({ title: webBn.verify.title });

/** A one-time link: never indexed, and its token is not handed to other sites as a referrer. */
export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

interface VerifyPageProps {
  params: Promise<{ token: string }>;
}

/**
 * /verify/{token}: the target of the verification e-mail's link. Verifying signs the learner in, and the
 * session lives in the browser's cookies, so the call runs there (VerifyView, loaded after paint); this
 * shell gives the heading at once and holds the rest's place. The token's shape is checked there before
 * any request.
 */
export default async function VerifyPage({ params }: VerifyPageProps) {
  const { token } = await params;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.verify.title}</h1>
      <VerifyLoader segment={token} />
    </div>
  );
}
