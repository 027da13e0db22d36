import { ApiError, type Tilawat } from '@tilawat/sdk';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '../browser-client';
import { failureMessage, load } from '../load';
import {
  type CacheEntry,
  entrySnapshot,
  mapLoaded,
  type Seed,
  seedAnswers,
  seedFailed,
  seedsAnswer,
  shownState,
  toReadState,
  useRead,
  withClient,
} from './use-read';

describe('toReadState', () => {
  it('gives the data of a read that succeeded', async () => {
    expect(toReadState(await load(async () => ({ items: [] })))).toEqual({
      status: 'ready',
      data: { items: [] },
    });
  });

  it("keeps a 4xx's Bengali msg, status and code (a page tells NOT_ENROLLED from a failure)", async () => {
    const error = new ApiError(403, 'NOT_ENROLLED', 'এই ব্যাচে আপনি ভর্তি নন।');
    const state = toReadState(await load(() => Promise.reject(error)));
    expect(state).toEqual({
      status: 'error',
      failure: { status: 403, code: 'NOT_ENROLLED', msg: 'এই ব্যাচে আপনি ভর্তি নন।', errors: [] },
    });
    expect(state.status === 'error' && failureMessage(state.failure)).toBe('এই ব্যাচে আপনি ভর্তি নন।');
  });

  it('says "cannot reach" for a network failure or a 5xx', async () => {
    const offline = toReadState(await load(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline).toMatchObject({ status: 'error', failure: { status: 0 } });
    expect(offline.status === 'error' && failureMessage(offline.failure)).toBe(webBn.errors.unreachable);
    const broken = toReadState(
      await load(() => Promise.reject(new ApiError(502, 'BAD_GATEWAY', 'upstream'))),
    );
    expect(broken).toMatchObject({ status: 'error', failure: { status: 502 } });
    expect(broken.status === 'error' && failureMessage(broken.failure)).toBe(webBn.errors.unreachable);
  });
});

describe('useRead with initial data', () => {
  const data = { items: ['আমিনা'] };
  const seed: Seed<typeof data> = { ok: true, data };
  const failure = { status: 403, code: 'NOT_ENROLLED', msg: 'এই ব্যাচে আপনি ভর্তি নন।', errors: [] };
  const failed: Seed<typeof data> = { ok: false, ...failure };
  const fresh = { items: ['খাদিজা'] };
  const entry = (e: CacheEntry<typeof data>) => e;

  it('starts from the initial data as the first read of its key; none without it', () => {
    expect(seedAnswers(seed)).toBe(true);
    expect(seedAnswers(null)).toBe(false);
    expect(seedAnswers(undefined)).toBe(false);
    expect(seedAnswers(failed)).toBe(false);
    expect(seedFailed(failed)).toBe(true);
    expect(seedFailed(seed)).toBe(false);
    expect(seedFailed(null)).toBe(false);
  });

  it("an entry not read yet is the same snapshot as the server's (none), so hydration does not draw again", () => {
    expect(entrySnapshot({ status: 'uninitialized' })).toBeUndefined();
    const pending = entry({ status: 'pending' });
    expect(entrySnapshot(pending)).toBe(pending);
    const read = entry({ status: 'fulfilled', data });
    expect(entrySnapshot(read)).toBe(read);
  });

  it('a view is drawn whole only when the server answered every one of its reads (else the client loads now)', () => {
    expect(seedsAnswer([seed, seed])).toBe(true);
    expect(seedsAnswer([])).toBe(true);
    expect(seedsAnswer([seed, failed])).toBe(false); // a failure to retry
    expect(seedsAnswer([seed, null])).toBe(false); // the server had no token: the browser reads
    expect(seedsAnswer([undefined, seed])).toBe(false);
  });

  it.each([
    { why: 'initial data before the client is there', entry: undefined, seed, want: 'ready' },
    {
      why: 'initial data once the client is there (not read yet)',
      entry: entry({ status: 'uninitialized' }),
      seed,
      want: 'ready',
    },
    {
      why: "a read's answer while it reads again (a write's re-read)",
      entry: entry({ status: 'pending', data: fresh }),
      seed: undefined,
      want: 'ready',
    },
    { why: 'a new key is loading', entry: entry({ status: 'pending' }), seed: undefined, want: 'loading' },
    { why: 'nothing read yet', entry: undefined, seed: undefined, want: 'loading' },
    {
      why: 'a failed server read, after a retry',
      entry: entry({ status: 'pending' }),
      seed: failed,
      want: 'loading',
    },
    { why: "a read's answer", entry: entry({ status: 'fulfilled', data: fresh }), seed, want: 'ready' },
    { why: 'a failed read', entry: entry({ status: 'rejected', error: failure }), seed, want: 'error' },
  ])('shows $want: $why', ({ entry, seed, want }) => expect(shownState(entry, seed).status).toBe(want));

  it("prefers the cache's answer to the server's", () => {
    expect(shownState(entry({ status: 'fulfilled', data: fresh }), seed)).toEqual({
      status: 'ready',
      data: fresh,
    });
  });

  /** Renders what the hook gives on the server: no client, no effects. */
  function Probe({ seed }: { seed?: Seed<typeof data> }) {
    const state = useRead('booking-status', async () => data, seed);
    return createElement(
      'p',
      null,
      state.status === 'ready'
        ? state.data.items.join()
        : state.status === 'error'
          ? failureMessage(state.failure)
          : state.status,
    );
  }

  it('renders the initial data on the server, without a client', () => {
    expect(renderToString(createElement(Probe, { seed }))).toBe('<p>আমিনা</p>');
  });

  it('renders loading on the server without initial data (the browser reads, as before)', () => {
    expect(renderToString(createElement(Probe, { seed: null }))).toBe('<p>loading</p>');
    expect(renderToString(createElement(Probe, {}))).toBe('<p>loading</p>');
  });

  it("renders a failed server read's Bengali msg on the server (never hidden)", () => {
    expect(renderToString(createElement(Probe, { seed: failed }))).toBe(`<p>${failure.msg}</p>`);
  });
});

describe('mapLoaded', () => {
  it("maps a seed's data, keeps its failure, and keeps no seed as none", () => {
    const failure = { ok: false as const, status: 503, code: 'DOWN', msg: '', errors: [] };
    expect(mapLoaded({ ok: true, data: 2 }, (n) => n * 2)).toEqual({ ok: true, data: 4 });
    expect(mapLoaded<number, number>(failure, (n) => n * 2)).toBe(failure);
    expect(mapLoaded<number, number>(null, (n) => n * 2)).toBeNull();
    expect(mapLoaded<number, number>(undefined, (n) => n * 2)).toBeUndefined();
  });
});

describe('withClient', () => {
  it("waits (null) until the tab's client and the read are both there, then reads with the client's SDK", async () => {
    const api = { marker: 'sdk' } as unknown as Tilawat;
    const client = { api } as BrowserClient;
    const read = async (given: Tilawat) => given;
    expect(withClient(null, read)).toBeNull();
    expect(withClient(client, null)).toBeNull();
    await expect(withClient(client, read)?.()).resolves.toBe(api);
  });
});
