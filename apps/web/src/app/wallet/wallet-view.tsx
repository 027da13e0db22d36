'use client';

import { type TransactionKind, toStepErrors, transactionKinds } from '@tilawat/domain';
import { expectData, type Tilawat, type V2Schemas } from '@tilawat/sdk';
import {
  Button,
  EmptyState,
  LedgerList,
  Skeleton,
  TopupForm,
  type TopupFormErrors,
  type TopupFormValues,
  topupFormFields,
  WalletBalance,
} from '@tilawat/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useClientReady } from '~/app/providers';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { readControlPanel, type WalletInitial } from '~/lib/learner-reads';
import { failureMessage, load } from '~/lib/load';
import { useRead, withClient } from '~/lib/reads/use-read';
import { type ApiPages, useReadPages } from '~/lib/reads/use-read-pages';
import { useLearner } from '~/lib/use-learner';
import { usePaymentOptions } from '~/lib/use-payment-options';
import {
  appendLedger,
  LEDGER_PAGE_SIZE,
  ledgerKindOptions,
  ledgerProgress,
  parseLedgerKind,
  topupReturnUrls,
  walletPath,
} from '~/lib/wallet';
import page from '~/styles/page.module.css';
import styles from './wallet.module.css';

const copy = webBn.wallet;
type LedgerPage = V2Schemas['LedgerTransactionPage'];

/** One page of the learner's ledger, of one kind or all. */
function readLedger(api: Tilawat, kind: TransactionKind | null, pageNumber: number): Promise<LedgerPage> {
  return expectData(
    api.v2.GET('/transaction/my-transaction', {
      params: { query: { page: pageNumber, limit: LEDGER_PAGE_SIZE, ...(kind ? { kind } : {}) } },
    }),
  );
}

/**
 * The wallet: the balance (`GET /dashboard/my-controlpanel`), the top-up form (`POST /gateway/topup`, then
 * the gateway's page) and the ledger (`GET /transaction/my-transaction`, 20 at a time, "আরও দেখুন" for the
 * next, a kind filter). With `initial` (the balance read on the server) the balance and the form are drawn
 * at once, on the server too; the ledger is read once the tab's session is loaded, and so is a top-up sent.
 */
export function WalletView({ initial }: { initial?: WalletInitial }) {
  const learner = useLearner(walletPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const panel = useRead('control-panel', withClient(client, readControlPanel), initial);

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  if (learner.status === 'signed-out' || (learner.status === 'loading' && !initial)) {
    return <PagePlaceholder minHeight="48rem" />;
  }

  return (
    <div className={styles.layout}>
      <ReadView state={panel} headingLevel={2} loading={<Skeleton variant="block" height="11rem" />}>
        {(data) => (
          <WalletBalance
            title={copy.balanceTitle}
            wallet={data.wallet}
            stars={data.stars}
            points={data.points}
            headingLevel={2}
          />
        )}
      </ReadView>
      <Topup client={client} />
      <Ledger client={client} />
    </div>
  );
}

/**
 * The top-up form: the api's field errors beside their fields, anything else above the button. Sent before
 * the tab's session is loaded, it is busy until it is.
 */
function Topup({ client }: { client: BrowserClient | null }) {
  const payment = usePaymentOptions(client);
  const ready = useClientReady();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TopupFormErrors>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ amount, method }: TopupFormValues) => {
    const tab = client ?? (await ready());
    setBusy(true);
    setErrors({});
    setError(null);
    const loaded = await load(() =>
      expectData(
        tab.api.v2.POST('/gateway/topup', {
          body: { amount, method, ...topupReturnUrls(window.location.origin) },
        }),
      ),
    );
    if (loaded.ok) {
      // The gateway's page (the sandbox wallet); it sends the browser back to /wallet?status=…
      window.location.assign(loaded.data.redirect_url);
      return;
    }
    setBusy(false);
    const split = toStepErrors(loaded, topupFormFields);
    setErrors(split.errors);
    setError(split.formError === undefined ? null : failureMessage(loaded));
  };

  return (
    <TopupForm
      className={styles.topup}
      onSubmit={submit}
      submitting={busy || client === null}
      error={error}
      errors={errors}
      headingLevel={2}
      methods={payment.methods}
      methodHint={payment.note}
    />
  );
}

/** The ledger: a kind filter, the first page, then "আরও দেখুন" for each next page. */
function Ledger({ client }: { client: BrowserClient | null }) {
  const [kind, setKind] = useState<TransactionKind | null>(null);
  const ledger = useReadPages<LedgerPage>(
    `ledger:${kind ?? 'all'}`,
    client ? (pageNumber) => readLedger(client.api, kind, pageNumber) : null,
    nextLedgerPage,
  );
  const filterId = useId();
  const filterRef = useRef<HTMLSelectElement>(null);

  /** Back to every kind from an empty filtered list: the button goes, focus moves to the filter. */
  const showAll = () => {
    setKind(null);
    requestAnimationFrame(() => filterRef.current?.focus());
  };

  return (
    <section className={styles.ledger} aria-labelledby="wallet-ledger-title">
      <div className={page.sectionHead}>
        <h2 id="wallet-ledger-title" className={page.title}>
          {copy.ledgerTitle}
        </h2>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.filterLabel}>
            {copy.kindLabel}
          </label>
          <select
            id={filterId}
            ref={filterRef}
            className={styles.select}
            value={kind ?? ''}
            onChange={(event) => setKind(parseLedgerKind(event.currentTarget.value))}
          >
            {ledgerKindOptions().map((option) => (
              <option key={option.value || 'all'} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ReadView state={ledger} headingLevel={3} loading={<Skeleton variant="block" height="16rem" />}>
        {(pages) =>
          pages[0]?.items.length === 0 && kind ? (
            <EmptyState
              headingLevel={3}
              title={copy.emptyFilteredTitle(transactionKinds[kind].bn)}
              description={copy.emptyFiltered}
              action={
                <Button variant="secondary" onClick={showAll}>
                  {copy.showAll}
                </Button>
              }
            />
          ) : (
            <LedgerPages pages={pages} ledger={ledger} />
          )
        }
      </ReadView>
    </section>
  );
}

/** The page after `lastPage`, or null when the ledger has no more (its `total` and `limit` say). */
function nextLedgerPage(last: LedgerPage, lastPage: number): number | null {
  return ledgerProgress(last, lastPage, 0).nextPage;
}

/** The pages of one ledger read so far, and the button that reads the next. */
function LedgerPages({ pages, ledger }: { pages: LedgerPage[]; ledger: ApiPages<LedgerPage> }) {
  const items = pages.reduce<LedgerPage['items']>((shown, next) => appendLedger(shown, next.items), []);
  const last = pages[pages.length - 1];
  const progress = last ? ledgerProgress(last, pages.length, items.length) : { label: null, nextPage: null };
  const countRef = useRef<HTMLParagraphElement>(null);
  const hadNext = useRef(progress.nextPage !== null);

  // The button goes away with the last page: focus stays near, on the count.
  useEffect(() => {
    if (hadNext.current && progress.nextPage === null) countRef.current?.focus();
    hadNext.current = progress.nextPage !== null;
  }, [progress.nextPage]);

  return (
    <>
      <LedgerList items={items} label={copy.ledgerTitle} emptyHeadingLevel={3} />
      {progress.label ? (
        <p ref={countRef} className={styles.count} aria-live="polite" tabIndex={-1}>
          {progress.label}
        </p>
      ) : null}
      <FormError message={ledger.nextFailure ? failureMessage(ledger.nextFailure) : null} />
      {progress.nextPage !== null ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={ledger.fetchingNext} onClick={ledger.more}>
            {copy.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}
