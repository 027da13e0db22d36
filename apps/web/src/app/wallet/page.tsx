import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { readControlPanel } from '~/lib/learner-reads';
import { pageMetadata } from '~/lib/page-metadata';
import { walletPath } from '~/lib/paths';
import { serverLearnerRead } from '~/lib/server-learner';
import { parseTopupReturn, topupReturnNotice } from '~/lib/wallet';
import styles from '~/styles/page.module.css';
import wallet from './wallet.module.css';
import { WalletLoader } from './wallet-loader';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.wallet.title, path: walletPath }),
  robots: { index: false, follow: false },
};

interface WalletPageProps {
  searchParams: Promise<{ status?: string | string[] }>;
}

/**
 * /wallet: the balance, the top-up form and the ledger. The balance is read here with the learner's access
 * token (never cached), so the first paint holds it and the form; the ledger is read in the browser (and
 * everything is, without a live token). The gateway sends the browser back here with
 * `?status=success|failed|cancelled` (and its `order`, `payment`): the shell says how the top-up ended at
 * once, above everything else; the balance and the ledger below are read afresh.
 */
export default async function WalletPage({ searchParams }: WalletPageProps) {
  const [{ status }, panel] = await Promise.all([searchParams, serverLearnerRead(readControlPanel)]);
  const notice = topupReturnNotice(parseTopupReturn(status));
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.wallet.title}</h1>
      {notice ? (
        <p
          className={notice.tone === 'alert' ? wallet.error : wallet.notice}
          role={notice.tone}
          data-topup-return
        >
          {notice.text}
        </p>
      ) : null}
      <p className={styles.lead}>{webBn.wallet.intro}</p>
      <WalletLoader initial={panel ?? undefined} />
    </div>
  );
}
