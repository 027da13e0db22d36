import { type TransactionKind, transactionKinds } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { webBn } from '~/copy/bn';
import { walletPath } from './paths';

export { couponsPath, walletPath } from './paths';

type LedgerTransaction = V2Schemas['LedgerTransaction'];
type PageMeta = V2Schemas['PageMeta'];

/**
 * The wallet (/wallet) and the coupons (/coupons) as pure rules: where the gateway sends the browser
 * back and what the page then says, the ledger's kind filter and its "load more" pages.
 */

const copy = webBn.wallet;

/** Ledger transactions per page of /wallet ("আরও দেখুন" asks for the next). */
export const LEDGER_PAGE_SIZE = 20;
/** Coupons read at once on /coupons (the api's largest page). */
export const COUPONS_LIMIT = 100;

/** How a top-up ended, as the gateway's return address says (`/wallet?status=…`). */
export type TopupReturn = 'success' | 'failed' | 'cancelled';

const returns: readonly TopupReturn[] = ['success', 'failed', 'cancelled'];

/** `?status=` of /wallet as a top-up's end, or null (no return, or anything else). */
export function parseTopupReturn(value: unknown): TopupReturn | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && (returns as readonly string[]).includes(first)
    ? (first as TopupReturn)
    : null;
}

export interface TopupReturnNotice {
  /** A failed top-up is drawn as an alert (the house's danger look, role="alert"); the rest as a status. */
  tone: 'status' | 'alert';
  text: string;
}

/** What /wallet says first after the gateway: done (balance read again), failed, or cancelled. */
export function topupReturnNotice(status: TopupReturn | null): TopupReturnNotice | null {
  if (!status) return null;
  return { tone: status === 'failed' ? 'alert' : 'status', text: copy.returned[status] };
}

/**
 * The gateway's three return addresses on this site (the api accepts only the web's origins): /wallet
 * with `?status=success|failed|cancelled`; the gateway appends `&order=…&payment=…`.
 */
export function topupReturnUrls(origin: string): {
  success_url: string;
  failed_url: string;
  cancel_url: string;
} {
  const base = `${origin.replace(/\/+$/, '')}${walletPath}`;
  return {
    success_url: `${base}?status=success`,
    failed_url: `${base}?status=failed`,
    cancel_url: `${base}?status=cancelled`,
  };
}

const kindList = Object.keys(transactionKinds) as TransactionKind[];

/** A ledger kind from the filter ('' → all), or null. */
export function parseLedgerKind(value: unknown): TransactionKind | null {
  return typeof value === 'string' && (kindList as string[]).includes(value)
    ? (value as TransactionKind)
    : null;
}

/** The ledger filter's choices: "সব" (value '') then the four kinds in Bengali (domain's transactionKinds). */
export function ledgerKindOptions(): { value: TransactionKind | ''; label: string }[] {
  return [
    { value: '', label: copy.kindAll },
    ...kindList.map((kind) => ({ value: kind, label: transactionKinds[kind].bn })),
  ];
}

/**
 * The ledger shown so far with the next page appended. A transaction made between two reads shifts the
 * pages, so one already shown may come again: it is kept once, where it was first shown.
 */
export function appendLedger(
  shown: readonly LedgerTransaction[],
  next: readonly LedgerTransaction[],
): LedgerTransaction[] {
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !seen.has(item.id))];
}

export interface LedgerProgress {
  /**
   * 'মোট ৪৫টির মধ্যে ২০টি দেখানো হচ্ছে' whenever the ledger is longer than one page (it stays, with
   * every one counted, after the last page came); null when it fits on one.
   */
  label: string | null;
  /** The page "আরও দেখুন" reads, or null when nothing is left. */
  nextPage: number | null;
}

/** Where the ledger's "load more" stands after `pagesRead` pages, `shown` transactions on screen. */
export function ledgerProgress(meta: PageMeta, pagesRead: number, shown: number): LedgerProgress {
  const limit = Math.max(1, meta.limit);
  const pages = Math.ceil(meta.total / limit);
  const more = pagesRead < pages && shown < meta.total;
  return {
    label: meta.total > limit ? copy.shown(shown, meta.total) : null,
    nextPage: more ? pagesRead + 1 : null,
  };
}
