import { ApiError } from '@tilawat/sdk';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from './load';
import {
  needsRead,
  readId,
  type Settled,
  seedRead,
  shownState,
  toReadState,
  useApiRead,
} from './use-api-read';

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

describe('useApiRead with initial data', () => {
  const data = { items: ['আমিনা'] };
  const seeded = seedRead('booking-status', data);
  const read: Settled<typeof data> = { id: readId('booking-status', 1), state: { status: 'ready', data } };

  it('starts from the initial data as the first read of its key; none without it', () => {
    expect(seeded).toEqual({ id: 'booking-status#0', state: { status: 'ready', data }, seeded: true });
    expect(seedRead('booking-status', null)).toBeNull();
    expect(seedRead('booking-status', undefined)).toBeNull();
  });

  it.each([
    {
      why: 'the initial data answers the first read: no read on mount',
      settled: seeded,
      id: 'booking-status#0',
      want: false,
    },
    { why: 'a retry reads', settled: seeded, id: 'booking-status#1', want: true },
    { why: 'a new key reads', settled: seeded, id: 'upcoming-classes#0', want: true },
    { why: 'without initial data the first read runs', settled: null, id: 'booking-status#0', want: true },
    {
      why: "a read's own answer never stops a later read",
      settled: read,
      id: 'booking-status#1',
      want: true,
    },
  ])('$why', ({ settled, id, want }) => expect(needsRead(settled, id)).toBe(want));

  it.each([
    {
      why: 'initial data before the client is there',
      settled: seeded,
      id: 'booking-status#0',
      enabled: false,
      want: 'ready',
    },
    {
      why: 'initial data once the client is there',
      settled: seeded,
      id: 'booking-status#0',
      enabled: true,
      want: 'ready',
    },
    {
      why: 'a retry of it is loading',
      settled: seeded,
      id: 'booking-status#1',
      enabled: true,
      want: 'loading',
    },
    { why: 'a new key is loading', settled: seeded, id: 'other#0', enabled: true, want: 'loading' },
    { why: 'nothing read yet', settled: null, id: 'booking-status#0', enabled: true, want: 'loading' },
    {
      why: "a read's answer while its read is waiting again (null)",
      settled: read,
      id: 'booking-status#1',
      enabled: false,
      want: 'loading',
    },
    { why: "a read's answer", settled: read, id: 'booking-status#1', enabled: true, want: 'ready' },
  ])('shows $want: $why', ({ settled, id, enabled, want }) =>
    expect(shownState(settled, id, enabled).status).toBe(want),
  );

  /** Renders what the hook gives on the server: no client, no effects. */
  function Probe({ initial }: { initial?: typeof data | null }) {
    const state = useApiRead(null, async () => data, 'booking-status', initial);
    return createElement('p', null, state.status === 'ready' ? state.data.items.join() : state.status);
  }

  it('renders the initial data on the server, without a client', () => {
    expect(renderToString(createElement(Probe, { initial: data }))).toBe('<p>আমিনা</p>');
  });

  it('renders loading on the server without initial data (the browser reads, as before)', () => {
    expect(renderToString(createElement(Probe, { initial: null }))).toBe('<p>loading</p>');
    expect(renderToString(createElement(Probe, {}))).toBe('<p>loading</p>');
  });
});
