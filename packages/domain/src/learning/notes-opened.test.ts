import { describe, expect, it } from 'vitest';
import { memoryStorage, storeWith } from '../store/test-store';
import {
  flushUnsentNotesOpened,
  notesOpenedReport,
  notesOutboxKey,
  readUnsentNotesOpened,
  sendNotesOpened,
} from './notes-opened';

const key = notesOutboxKey('learner-1');

describe('PDF openings made on the device (issue 39)', () => {
  it('say which PDF of which lesson, and when it was opened', () => {
    const at = new Date('2026-11-29T10:30:00.000Z');
    expect(notesOpenedReport({ recording: 7, batch: 2, key: 'qs-makhraj-chart', at })).toEqual({
      recording: 7,
      batch: 2,
      key: 'qs-makhraj-chart',
      opened_at: '2026-11-29T10:30:00.000Z',
    });
    expect(notesOutboxKey('a')).not.toBe(notesOutboxKey('b'));
  });

  it('offline: the opening waits on the device, one per PDF, and goes when the connection is back', async () => {
    const storage = memoryStorage();
    const outbox = { storage, key };
    let online = false;
    const { api, requests } = storeWith({
      'POST /api/v3/recording/notes-opened': () =>
        online ? { status: 204, body: undefined } : Promise.reject(new TypeError('offline')),
    });
    const first = notesOpenedReport({ recording: 7, batch: 2, key: 'qs-makhraj-chart' });
    const again = notesOpenedReport({ recording: 7, batch: 2, key: 'qs-makhraj-chart' });
    const other = notesOpenedReport({ recording: 8, batch: 2, key: 'qs-surah-fatiha' });
    for (const report of [first, again, other]) {
      expect(await sendNotesOpened(api, outbox, report)).toEqual({ status: 'kept' });
    }
    expect(readUnsentNotesOpened(storage, key)).toEqual([again, other]);

    online = true;
    await flushUnsentNotesOpened(api, outbox);
    expect(readUnsentNotesOpened(storage, key)).toEqual([]);
    expect(requests.slice(-2).map((r) => r.body)).toEqual([again, other]);
  });

  it('a refusal (the enrollment ended: 404) lets the opening go; junk kept on the device is dropped', async () => {
    const storage = memoryStorage();
    storage.setItem(key, JSON.stringify([{ recording: -1 }, 'x']));
    expect(readUnsentNotesOpened(storage, key)).toEqual([]);
    const { api } = storeWith({
      'POST /api/v3/recording/notes-opened': () => ({ status: 404, body: { msg: 'নেই', code: 'NOT_FOUND' } }),
    });
    const report = notesOpenedReport({ recording: 7, batch: 2, key: 'qs-makhraj-chart' });
    expect(await sendNotesOpened(api, { storage, key }, report)).toEqual({ status: 'refused' });
    expect(readUnsentNotesOpened(storage, key)).toEqual([]);
  });
});
