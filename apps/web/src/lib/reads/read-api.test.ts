import { ApiError } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { getReadStore, invalidateReads, readApi, readTag, registerRead } from './read-api';

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
});
