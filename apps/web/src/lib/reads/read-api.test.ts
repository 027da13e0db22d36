import { ApiError } from '@tilawat/sdk';
import { describe, expect, it, vi } from 'vitest';
import { getReadStore, invalidateReads, readApi, readTag, registerPages, registerRead } from './read-api';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the read cache', () => {
  it('tags a read by its key up to the first colon', () => {
    expect(readTag('basket')).toBe('basket');
    expect(readTag('console-leads:new:1')).toBe('console-leads');
  });

  it('reads once per key for every page showing it, and answers from the cache', async () => {
    const store = getReadStore();
    let calls = 0;
    registerRead('shared', async () => ({ n: ++calls }));
    const arg = { key: 'shared', tag: 'shared' };
    const a = store.dispatch(readApi.endpoints.read.initiate(arg));
    const b = store.dispatch(readApi.endpoints.read.initiate(arg));
    await a;
    await b;
    expect(calls).toBe(1);
    expect(readApi.endpoints.read.select(arg)(store.getState()).data).toEqual({ n: 1 });
    a.unsubscribe();
    b.unsubscribe();
  });

  it("turns a failure into domain's ApiFailure", async () => {
    const store = getReadStore();
    registerRead('refused', () => Promise.reject(new ApiError(403, 'NOT_ENROLLED', 'এই ব্যাচে আপনি ভর্তি নন।')));
    const running = store.dispatch(readApi.endpoints.read.initiate({ key: 'refused', tag: 'refused' }));
    const result = await running;
    expect(result.error).toEqual({
      status: 403,
      code: 'NOT_ENROLLED',
      msg: 'এই ব্যাচে আপনি ভর্তি নন।',
      errors: [],
    });
    running.unsubscribe();
  });

  it('reads again after a write invalidates its tag, keeping the last answer meanwhile', async () => {
    const store = getReadStore();
    let calls = 0;
    let release = () => {};
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    registerRead('basket', async () => {
      calls += 1;
      if (calls > 1) await gate();
      return { n: calls };
    });
    const arg = { key: 'basket', tag: 'basket' };
    const running = store.dispatch(readApi.endpoints.read.initiate(arg));
    await running;
    invalidateReads('basket');
    await settle();
    const during = readApi.endpoints.read.select(arg)(store.getState());
    expect(during.data).toEqual({ n: 1 });
    expect(during.status).toBe('pending');
    release();
    await settle();
    await settle();
    expect(readApi.endpoints.read.select(arg)(store.getState()).data).toEqual({ n: 2 });
    expect(calls).toBe(2);
    running.unsubscribe();
  });

  it('does not read a seeded answer again on mount', async () => {
    const store = getReadStore();
    let calls = 0;
    registerRead('seeded', async () => ({ n: ++calls }));
    const arg = { key: 'seeded', tag: 'seeded' };
    store.dispatch(readApi.util.upsertQueryEntries([{ endpointName: 'read', arg, value: { n: 0 } }]));
    const running = store.dispatch(readApi.endpoints.read.initiate(arg));
    await running;
    await settle();
    expect(calls).toBe(0);
    // Kept while a page shows it, though unused answers leave the cache at once.
    expect(readApi.endpoints.read.select(arg)(store.getState()).data).toEqual({ n: 0 });
    running.unsubscribe();
    await settle();
    expect(readApi.endpoints.read.select(arg)(store.getState()).data).toBeUndefined();
  });

  it('polls a shown read while asked to, and stops when no page shows it', async () => {
    vi.useFakeTimers();
    try {
      const store = getReadStore();
      let calls = 0;
      registerRead('video-job', async () => ({ n: ++calls }));
      const arg = { key: 'video-job', tag: 'video-job' };
      const running = store.dispatch(
        readApi.endpoints.read.initiate(arg, { subscriptionOptions: { pollingInterval: 2_000 } }),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(readApi.endpoints.read.select(arg)(store.getState()).data).toEqual({ n: 3 });
      running.unsubscribe();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a read in pages', () => {
  type Page = { page: number; items: number[]; last: number };
  const pageOf = (page: number, last = 3): Page => ({ page, items: [page * 10, page * 10 + 1], last });
  const next = (last: unknown, lastPage: number) => (lastPage < (last as Page).last ? lastPage + 1 : null);

  it('reads the first page, then each next one on demand, into one entry, and stops after the last', async () => {
    const store = getReadStore();
    const asked: number[] = [];
    const read = async (page: number) => {
      asked.push(page);
      return pageOf(page, 2);
    };
    registerPages('ledger:all', { read, next });
    const arg = { key: 'ledger:all', tag: 'ledger' };
    const running = store.dispatch(readApi.endpoints.pages.initiate(arg));
    await running;
    let entry = readApi.endpoints.pages.select(arg)(store.getState());
    expect(entry.data?.pages).toEqual([pageOf(1, 2)]);
    expect(entry.hasNextPage).toBe(true);
    await store.dispatch(readApi.endpoints.pages.initiate(arg, { direction: 'forward' }));
    entry = readApi.endpoints.pages.select(arg)(store.getState());
    expect(entry.data?.pages).toEqual([pageOf(1, 2), pageOf(2, 2)]);
    expect(entry.data?.pageParams).toEqual([1, 2]);
    expect(entry.hasNextPage).toBe(false);
    expect(asked).toEqual([1, 2]);
    running.unsubscribe();
  });

  it('keeps the pages read so far when the next one fails, with its failure', async () => {
    const store = getReadStore();
    registerPages('ledger:refund', {
      read: async (page) => {
        if (page === 2) throw new ApiError(503, 'UNAVAILABLE', 'সার্ভার ব্যস্ত');
        return pageOf(page);
      },
      next,
    });
    const arg = { key: 'ledger:refund', tag: 'ledger' };
    const running = store.dispatch(readApi.endpoints.pages.initiate(arg));
    await running;
    await store.dispatch(readApi.endpoints.pages.initiate(arg, { direction: 'forward' }));
    const entry = readApi.endpoints.pages.select(arg)(store.getState());
    expect(entry.data?.pages).toEqual([pageOf(1)]);
    expect(entry.status).toBe('rejected');
    expect(entry.error).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    running.unsubscribe();
  });

  it('reads every shown page again when a write invalidates its tag', async () => {
    const store = getReadStore();
    let round = 0;
    registerPages('ledger:topup', { read: async (page) => ({ ...pageOf(page), round }), next });
    const arg = { key: 'ledger:topup', tag: 'ledger' };
    const running = store.dispatch(readApi.endpoints.pages.initiate(arg));
    await running;
    await store.dispatch(readApi.endpoints.pages.initiate(arg, { direction: 'forward' }));
    round = 1;
    invalidateReads('ledger');
    await settle();
    await settle();
    await settle();
    const pages = readApi.endpoints.pages.select(arg)(store.getState()).data?.pages as (Page & {
      round: number;
    })[];
    expect(pages.map((p) => [p.page, p.round])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    running.unsubscribe();
  });
});
