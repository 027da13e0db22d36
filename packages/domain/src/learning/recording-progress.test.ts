import { describe, expect, it } from 'vitest';
import { memoryStorage, storeWith } from '../store/test-store';
import {
  flushUnsentProgress,
  keepUnsentProgress,
  progressOutboxKey,
  progressReport,
  readUnsentProgress,
  sendProgress,
  toPlaybackRate,
} from './recording-progress';

const answer = (report: { recording: number; position_seconds: number }) => ({
  status: 200,
  body: {
    data: {
      recording: report.recording,
      position_seconds: report.position_seconds,
      watched_seconds: report.position_seconds,
      duration_seconds: 600,
      done: false,
    },
  },
});

describe('progress reports', () => {
  it('are whole seconds within the contract, with the speed only when known', () => {
    const at = new Date('2026-11-29T10:30:00.000Z');
    expect(progressReport({ recording: 1, batch: 2, position: 8.7, at })).toEqual({
      recording: 1,
      batch: 2,
      position_seconds: 8,
      reported_at: '2026-11-29T10:30:00.000Z',
    });
    expect(progressReport({ recording: 1, batch: 2, position: -3, rate: 1.25, at })).toEqual({
      recording: 1,
      batch: 2,
      position_seconds: 0,
      playback_rate: 1.25,
      reported_at: '2026-11-29T10:30:00.000Z',
    });
    expect(progressReport({ recording: 1, batch: 2, position: Number.NaN }).position_seconds).toBe(0);
    expect(progressReport({ recording: 1, batch: 2, position: 1e9 }).position_seconds).toBe(86_400);
  });

  it('say when the player was there: now unless said, and kept with a report waiting on the device (issue 39)', () => {
    const before = Date.now();
    const made = Date.parse(progressReport({ recording: 1, batch: 2, position: 5 }).reported_at ?? '');
    expect(made).toBeGreaterThanOrEqual(before);
    expect(made).toBeLessThanOrEqual(Date.now());

    const storage = memoryStorage();
    const key = progressOutboxKey('u1');
    const offline = progressReport({
      recording: 7,
      batch: 2,
      position: 42,
      at: new Date('2026-11-29T08:00:00Z'),
    });
    keepUnsentProgress(storage, key, offline);
    expect(readUnsentProgress(storage, key)).toEqual([offline]);
    // a report kept by an earlier release, without its moment, is still read
    storage.setItem(key, JSON.stringify([{ recording: 7, batch: 2, position_seconds: 9 }]));
    expect(readUnsentProgress(storage, key)).toEqual([{ recording: 7, batch: 2, position_seconds: 9 }]);
  });

  it('speeds outside the menu fall back to 1', () => {
    expect(toPlaybackRate(1.5)).toBe(1.5);
    expect(toPlaybackRate(2)).toBe(1);
    expect(toPlaybackRate('1.25')).toBe(1);
  });
});

describe('the device keeps what it could not send', () => {
  const key = progressOutboxKey('u-1');

  it('one report per recording, the latest; junk is dropped', () => {
    const storage = memoryStorage();
    keepUnsentProgress(storage, key, { recording: 1, batch: 2, position_seconds: 5 });
    keepUnsentProgress(storage, key, { recording: 3, batch: 2, position_seconds: 9 });
    keepUnsentProgress(storage, key, { recording: 1, batch: 2, position_seconds: 8 });
    expect(readUnsentProgress(storage, key)).toEqual([
      { recording: 3, batch: 2, position_seconds: 9 },
      { recording: 1, batch: 2, position_seconds: 8 },
    ]);
    storage.setItem(
      key,
      JSON.stringify([{ recording: 'x' }, { recording: 4, batch: 2, position_seconds: 1 }]),
    );
    expect(readUnsentProgress(storage, key)).toEqual([{ recording: 4, batch: 2, position_seconds: 1 }]);
    storage.setItem(key, '{not json');
    expect(readUnsentProgress(storage, key)).toEqual([]);
    expect(readUnsentProgress(storage, progressOutboxKey('u-2'))).toEqual([]);
  });

  it('offline: the report waits on the device and is sent when the connection is back', async () => {
    const storage = memoryStorage();
    const outbox = { storage, key };
    let online = false;
    const { api, requests } = storeWith({
      'POST /api/v3/recording/progress': (body) =>
        online
          ? answer(body as { recording: number; position_seconds: number })
          : Promise.reject(new TypeError('offline')),
    });
    const report = progressReport({ recording: 7, batch: 2, position: 8 });
    expect(await sendProgress(api, outbox, report)).toEqual({ status: 'kept' });
    expect(readUnsentProgress(storage, key)).toEqual([report]);

    online = true;
    await flushUnsentProgress(api, outbox);
    expect(readUnsentProgress(storage, key)).toEqual([]);
    expect(requests.map((r) => r.body)).toEqual([report, report]);
  });

  it('a busy server keeps the report; a refusal (4xx) lets it go', async () => {
    const storage = memoryStorage();
    const outbox = { storage, key };
    let status = 503;
    const { api } = storeWith({
      'POST /api/v3/recording/progress': () => ({ status, body: { msg: 'ব্যস্ত', code: 'BUSY' } }),
    });
    const report = progressReport({ recording: 7, batch: 2, position: 30 });
    expect((await sendProgress(api, outbox, report)).status).toBe('kept');
    status = 404;
    await flushUnsentProgress(api, outbox);
    expect(readUnsentProgress(storage, key)).toEqual([]);
  });

  it('a sent report answers the server progress and clears a waiting copy', async () => {
    const storage = memoryStorage();
    keepUnsentProgress(storage, key, { recording: 7, batch: 2, position_seconds: 3 });
    const { api } = storeWith({
      'POST /api/v3/recording/progress': (body) =>
        answer(body as { recording: number; position_seconds: number }),
    });
    const sent = await sendProgress(
      api,
      { storage, key },
      progressReport({ recording: 7, batch: 2, position: 12 }),
      {
        keepalive: true,
      },
    );
    expect(sent).toMatchObject({ status: 'sent', progress: { position_seconds: 12 } });
    expect(readUnsentProgress(storage, key)).toEqual([]);
  });
});
