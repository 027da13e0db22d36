import { ledger } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import {
  appendLedger,
  ledgerKindOptions,
  ledgerProgress,
  parseLedgerKind,
  parseTopupReturn,
  topupReturnNotice,
  topupReturnUrls,
} from './wallet';

describe('parseTopupReturn', () => {
  it.each([
    { given: 'success', want: 'success' },
    { given: 'failed', want: 'failed' },
    { given: 'cancelled', want: 'cancelled' },
    { given: ['failed', 'success'], want: 'failed' },
    { given: 'SUCCESS', want: null },
    { given: 'paid', want: null },
    { given: '', want: null },
    { given: undefined, want: null },
    { given: null, want: null },
  ])('reads $given as $want', ({ given, want }) => {
    expect(parseTopupReturn(given)).toBe(want);
  });
});

describe('topupReturnNotice', () => {
  it('says what happened: done and cancelled politely, failed as an alert', () => {
    expect(topupReturnNotice('success')).toEqual({
      tone: 'status',
      text: 'টপ-আপ সম্পন্ন হয়েছে। ব্যালেন্স হালনাগাদ হয়েছে।',
    });
    expect(topupReturnNotice('failed')).toEqual({
      tone: 'alert',
      text: 'টপ-আপ হয়নি; কোনো টাকা যোগ হয়নি। আবার চেষ্টা করুন।',
    });
    expect(topupReturnNotice('cancelled')).toEqual({ tone: 'status', text: 'টপ-আপ বাতিল করা হয়েছে।' });
  });

  it('says nothing without a return', () => {
    expect(topupReturnNotice(null)).toBeNull();
  });
});

describe('topupReturnUrls', () => {
  it('sends every ending back to /wallet on this origin, with its status', () => {
    expect(topupReturnUrls('http://localhost:3000/')).toEqual({
      success_url: 'http://localhost:3000/wallet?status=success',
      failed_url: 'http://localhost:3000/wallet?status=failed',
      cancel_url: 'http://localhost:3000/wallet?status=cancelled',
    });
  });

  it('round-trips: each address parses back to its ending', () => {
    const urls = topupReturnUrls('https://tilawat.com.bd');
    const status = (url: string) =>
      parseTopupReturn(new URL(`${url}&order=x&payment=y`).searchParams.get('status'));
    expect([status(urls.success_url), status(urls.failed_url), status(urls.cancel_url)]).toEqual([
      'success',
      'failed',
      'cancelled',
    ]);
  });
});

describe('the ledger’s kind filter', () => {
  it('offers all, then the four kinds in Bengali', () => {
    expect(ledgerKindOptions()).toEqual([
      { value: '', label: 'সব' },
      { value: 'topup', label: 'টপ-আপ' },
      { value: 'claimed', label: 'কুপন ও পুরস্কার' },
      { value: 'online_payment', label: 'অনলাইন পেমেন্ট' },
      { value: 'refund', label: 'ফেরত' },
    ]);
  });

  it('reads a known kind, and anything else as all', () => {
    expect(parseLedgerKind('refund')).toBe('refund');
    expect(parseLedgerKind('')).toBeNull();
    expect(parseLedgerKind('gift')).toBeNull();
  });
});

describe('the ledger’s pages', () => {
  const [a, b, c] = ledger;
  if (!a || !b || !c) throw new Error('the fixture has at least three transactions');

  it('appends the next page, keeping a transaction that shifted into it once', () => {
    expect(appendLedger([a, b], [b, c]).map((t) => t.id)).toEqual([a.id, b.id, c.id]);
    expect(appendLedger([], [a])).toEqual([a]);
  });

  it('offers the next page while some are not shown', () => {
    expect(ledgerProgress({ total: 45, page: 1, limit: 20 }, 1, 20)).toEqual({
      label: 'মোট ৪৫টির মধ্যে ২০টি দেখানো হচ্ছে',
      nextPage: 2,
    });
    expect(ledgerProgress({ total: 45, page: 2, limit: 20 }, 2, 40).nextPage).toBe(3);
  });

  it('stops at the last page, or when everything is on screen, still counting a long ledger', () => {
    expect(ledgerProgress({ total: 45, page: 3, limit: 20 }, 3, 45)).toEqual({
      label: 'মোট ৪৫টির মধ্যে ৪৫টি দেখানো হচ্ছে',
      nextPage: null,
    });
    expect(ledgerProgress({ total: 20, page: 1, limit: 20 }, 1, 20)).toEqual({ label: null, nextPage: null });
    expect(ledgerProgress({ total: 0, page: 1, limit: 20 }, 1, 0).nextPage).toBeNull();
  });
});
