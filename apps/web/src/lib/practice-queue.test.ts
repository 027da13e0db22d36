import { describe, expect, it, vi } from 'vitest';
import { createPracticeQueue } from './practice-queue';
import {
  createMemoryTakeStore,
  isRefusal,
  lazyUploader,
  type StoredTake,
  type TakeStore,
  type TakeUploader,
  takeKey,
  type UploadHandlers,
} from './practice-takes';

/** An uploader the test drives: each start is recorded with its take and handlers. */
function scriptedUploader() {
  const runs: Array<{ take: StoredTake; handlers: UploadHandlers; aborted: boolean }> = [];
  const uploader: TakeUploader = {
    upload(take, handlers) {
      const run = { take, handlers, aborted: false };
      runs.push(run);
      return {
        abort: () => {
          run.aborted = true;
        },
      };
    },
  };
  const last = () => {
    const run = runs.at(-1);
    if (!run) throw new Error('no upload started');
    return run;
  };
  return { uploader, runs, last };
}

/** A store that records what happened to it, in order. */
function observedStore(initial: StoredTake[] = []) {
  const inner = createMemoryTakeStore(initial);
  const log: string[] = [];
  const store: TakeStore = {
    put: async (take) => {
      log.push(
        `put ${take.key}${take.uploadUrl ? ` ${take.uploadUrl}` : ''}${take.refused ? ' refused' : ''}`,
      );
      await inner.put(take);
    },
    list: (id) => inner.list(id),
    delete: async (key) => {
      log.push(`delete ${key}`);
      await inner.delete(key);
    },
  };
  return { store, log, list: (id: number) => inner.list(id) };
}

const blob = (bytes = 1000) => new Blob([new Uint8Array(bytes)], { type: 'audio/webm' });
const take = (ayah: number, over: Partial<StoredTake> = {}): StoredTake => ({
  key: takeKey(3, ayah),
  assignmentId: 3,
  ayah,
  blob: blob(),
  mime: 'audio/webm;codecs=opus',
  size: 1000,
  durationMs: 4000,
  createdAt: '2026-11-24T10:00:00.000Z',
  uploadUrl: null,
  refused: null,
  ...over,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = () => new Date('2026-11-24T10:00:00.000Z');

function makeQueue(opts: { online?: boolean; store?: TakeStore; onAllSent?: () => void } = {}) {
  const up = scriptedUploader();
  const observed = observedStore();
  const queue = createPracticeQueue({
    assignmentId: 3,
    store: opts.store ?? observed.store,
    uploader: up.uploader,
    online: opts.online ?? true,
    onAllSent: opts.onAllSent,
    now: NOW,
  });
  const states = () => [...queue.getSnapshot().takes.values()].map((t) => `${t.ayah}:${t.state}`);
  return { queue, up, observed, states };
}

describe('practice queue: a new take', () => {
  it('is kept in the store before its upload starts, and forgotten only once the server accepted it', async () => {
    const { queue, up, observed, states } = makeQueue();
    await queue.add(1, { blob: blob(1200), mime: 'audio/webm;codecs=opus', durationMs: 5000 });
    expect(observed.log).toEqual(['put 3:1']);
    expect(up.runs).toHaveLength(1);
    expect(up.last().take).toMatchObject({
      key: '3:1',
      assignmentId: 3,
      ayah: 1,
      size: 1200,
      mime: 'audio/webm;codecs=opus',
      durationMs: 5000,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    expect(states()).toEqual(['1:uploading']);

    up.last().handlers.onUrl('http://api/api/v3/practice-uploads/abc');
    up.last().handlers.onProgress(600, 1200);
    expect(queue.getSnapshot().takes.get(1)?.progress).toBe(0.5);
    // The upload's address is kept with the take, so the next visit resumes there.
    expect(observed.log).toEqual(['put 3:1', 'put 3:1 http://api/api/v3/practice-uploads/abc']);
    expect(await observed.list(3)).toHaveLength(1);

    up.last().handlers.onSuccess();
    await flush();
    expect(states()).toEqual(['1:sent']);
    expect(observed.log.at(-1)).toBe('delete 3:1');
    expect(await observed.list(3)).toEqual([]);
    // The take stays in memory to listen back to.
    expect(queue.getSnapshot().takes.get(1)?.blob.size).toBe(1200);
  });

  it('offline: kept and waiting; nothing is sent until the browser is online again', async () => {
    const { queue, up, observed, states } = makeQueue({ online: false });
    await queue.add(2, { blob: blob(), mime: 'audio/webm', durationMs: 3000 });
    expect(observed.log).toEqual(['put 3:2']);
    expect(up.runs).toHaveLength(0);
    expect(states()).toEqual(['2:waiting']);
    expect(queue.getSnapshot().online).toBe(false);

    queue.setOnline(true);
    expect(up.runs).toHaveLength(1);
    expect(states()).toEqual(['2:uploading']);
  });

  it('a newer take of the same ayah replaces the older one and stops its upload', async () => {
    const { queue, up } = makeQueue();
    await queue.add(1, { blob: blob(100), mime: 'audio/webm', durationMs: 1000 });
    const first = up.last();
    await queue.add(1, { blob: blob(200), mime: 'audio/webm', durationMs: 2000 });
    expect(first.aborted).toBe(true);
    expect(up.last().take.size).toBe(200);
    // Late events of the stopped upload change nothing.
    first.handlers.onSuccess();
    expect(queue.getSnapshot().takes.get(1)?.state).toBe('uploading');
  });

  it('when the store cannot keep it (quota, private mode), it is still sent and the snapshot says so', async () => {
    const failing: TakeStore = {
      put: () => Promise.reject(new Error('QuotaExceededError')),
      list: async () => [],
      delete: async () => {},
    };
    const { queue, up } = makeQueue({ store: failing });
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    expect(queue.getSnapshot().kept).toBe(false);
    expect(up.runs).toHaveLength(1);
  });
});

describe('practice queue: order and settling', () => {
  it('one upload at a time, in ayah order; onAllSent once nothing is left to send', async () => {
    const onAllSent = vi.fn();
    const { queue, up, states } = makeQueue({ online: false, onAllSent });
    await queue.add(3, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    await queue.add(2, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    queue.setOnline(true);
    expect(states()).toEqual(['1:uploading', '2:recorded', '3:recorded']);
    expect(up.runs.map((r) => r.take.ayah)).toEqual([1]);

    up.last().handlers.onSuccess();
    await flush();
    expect(up.runs.map((r) => r.take.ayah)).toEqual([1, 2]);
    up.last().handlers.onSuccess();
    await flush();
    expect(onAllSent).not.toHaveBeenCalled();
    up.last().handlers.onSuccess();
    await flush();
    expect(states()).toEqual(['1:sent', '2:sent', '3:sent']);
    expect(onAllSent).toHaveBeenCalledTimes(1);
  });

  it('a failed take does not hold the others back; onAllSent still runs for those sent', async () => {
    const onAllSent = vi.fn();
    const { queue, up, states } = makeQueue({ online: false, onAllSent });
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    await queue.add(2, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    queue.setOnline(true);
    up.last().handlers.onFailure({ status: 415, msg: 'এটি অডিও ফাইল নয়।' });
    expect(states()).toEqual(['1:failed', '2:uploading']);
    up.last().handlers.onSuccess();
    await flush();
    expect(onAllSent).toHaveBeenCalledTimes(1);
  });
});

describe('practice queue: failures', () => {
  it('a refusal (415, 413, 409) shows the api’s msg, is not retried, and is remembered in the store', async () => {
    const { queue, up, observed } = makeQueue();
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    up.last().handlers.onUrl('http://api/u/1');
    up.last().handlers.onFailure({ status: 413, msg: 'রেকর্ডিং ৬০ সেকেন্ডের বেশি লম্বা।' });
    const entry = queue.getSnapshot().takes.get(1);
    expect(entry).toMatchObject({
      state: 'failed',
      failure: { status: 413, msg: 'রেকর্ডিং ৬০ সেকেন্ডের বেশি লম্বা।' },
    });
    await flush();
    expect(observed.log.at(-1)).toBe('put 3:1 refused');
    expect((await observed.list(3))[0]).toMatchObject({ refused: { status: 413 }, uploadUrl: null });

    // Coming back online does not send refused bytes again.
    queue.setOnline(false);
    queue.setOnline(true);
    expect(up.runs).toHaveLength(1);
    // The learner's "try again" does.
    queue.retry(1);
    expect(up.runs).toHaveLength(2);
    expect(queue.getSnapshot().takes.get(1)?.state).toBe('uploading');
  });

  it('no answer while online: failed with the "cannot reach" status; online again, it goes on', async () => {
    const { queue, up, states } = makeQueue();
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    up.last().handlers.onFailure({ status: 0, msg: '' });
    expect(states()).toEqual(['1:failed']);
    queue.setOnline(false);
    expect(states()).toEqual(['1:failed']);
    queue.setOnline(true);
    expect(up.runs).toHaveLength(2);
    expect(states()).toEqual(['1:uploading']);
  });

  it('going offline stops the running upload where it is; the take waits and resumes online', async () => {
    const { queue, up, states } = makeQueue();
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    const first = up.last();
    first.handlers.onUrl('http://api/u/1');
    first.handlers.onProgress(300, 1000);
    queue.setOnline(false);
    expect(first.aborted).toBe(true);
    expect(states()).toEqual(['1:waiting']);
    expect(queue.getSnapshot().takes.get(1)?.progress).toBe(0.3);
    // A late error of the stopped upload (its request aborted) changes nothing.
    first.handlers.onFailure({ status: 0, msg: '' });
    expect(states()).toEqual(['1:waiting']);

    queue.setOnline(true);
    expect(up.runs).toHaveLength(2);
    // It resumes from the upload's address.
    expect(up.last().take.uploadUrl).toBe('http://api/u/1');
  });
});

describe('practice queue: the next visit', () => {
  it('restores this assignment’s takes (not another’s) and sends them; a refused one stays failed', async () => {
    const up = scriptedUploader();
    const observed = observedStore([
      take(2, { uploadUrl: 'http://api/u/2' }),
      take(1, { refused: { status: 415, msg: 'এটি অডিও ফাইল নয়।' } }),
      { ...take(1), key: takeKey(9, 1), assignmentId: 9 },
    ]);
    const queue = createPracticeQueue({
      assignmentId: 3,
      store: observed.store,
      uploader: up.uploader,
      online: true,
    });
    await queue.restore();
    const takes = queue.getSnapshot().takes;
    expect([...takes.keys()]).toEqual([1, 2]);
    expect(takes.get(1)).toMatchObject({ state: 'failed', failure: { status: 415 } });
    expect(takes.get(2)?.state).toBe('uploading');
    expect(up.runs.map((r) => [r.take.ayah, r.take.uploadUrl])).toEqual([[2, 'http://api/u/2']]);
  });

  it('drops a take the server already has (its upload ended but the tab closed first)', async () => {
    const up = scriptedUploader();
    const observed = observedStore([take(1), take(2)]);
    const queue = createPracticeQueue({
      assignmentId: 3,
      store: observed.store,
      uploader: up.uploader,
      online: true,
    });
    await queue.restore((t) => t.ayah === 1);
    expect([...queue.getSnapshot().takes.keys()]).toEqual([2]);
    await flush();
    expect(observed.log).toContain('delete 3:1');
  });

  it('restores nothing when the store cannot be read', async () => {
    const up = scriptedUploader();
    const broken: TakeStore = {
      put: async () => {},
      list: () => Promise.reject(new Error('InvalidStateError')),
      delete: async () => {},
    };
    const queue = createPracticeQueue({
      assignmentId: 3,
      store: broken,
      uploader: up.uploader,
      online: true,
    });
    await queue.restore();
    expect(queue.getSnapshot().takes.size).toBe(0);
  });
});

describe('practice queue: re-record and leaving', () => {
  it('discard stops the upload and deletes the take', async () => {
    const { queue, up, observed } = makeQueue();
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    await queue.discard(1);
    expect(up.last().aborted).toBe(true);
    expect(queue.getSnapshot().takes.size).toBe(0);
    expect(observed.log).toEqual(['put 3:1', 'delete 3:1']);
  });

  it('dispose stops every upload without deleting anything (the next visit resumes) and stops emitting', async () => {
    const { queue, up, observed } = makeQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    const calls = listener.mock.calls.length;
    queue.dispose();
    expect(up.last().aborted).toBe(true);
    up.last().handlers.onSuccess();
    expect(listener).toHaveBeenCalledTimes(calls);
    expect(await observed.list(3)).toHaveLength(1);
  });

  it('forgetSent lets go of the sent takes only (after the practice is sent to the teacher)', async () => {
    const { queue, up, states } = makeQueue();
    await queue.add(1, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    up.last().handlers.onSuccess();
    await flush();
    await queue.add(2, { blob: blob(), mime: 'audio/webm', durationMs: 1000 });
    queue.forgetSent();
    expect(states()).toEqual(['2:uploading']);
  });

  it('a store without IndexedDB says from the start that takes are not kept', () => {
    const queue = createPracticeQueue({
      assignmentId: 3,
      store: createMemoryTakeStore(),
      uploader: scriptedUploader().uploader,
      online: true,
      persistent: false,
    });
    expect(queue.getSnapshot().kept).toBe(false);
  });
});

describe('isRefusal', () => {
  it.each([
    [400, true],
    [404, true],
    [409, true],
    [413, true],
    [415, true],
    [0, false],
    [401, false],
    [408, false],
    [423, false],
    [429, false],
    [500, false],
    [503, false],
  ])('status %i → %s', (status, want) => {
    expect(isRefusal({ status, msg: '' })).toBe(want);
  });
});

describe('lazyUploader', () => {
  const handlers = () => {
    const events: string[] = [];
    const h: UploadHandlers = {
      onUrl: (url) => events.push(`url ${url}`),
      onProgress: () => {},
      onSuccess: () => events.push('success'),
      onFailure: (f) => events.push(`failure ${f.status}`),
    };
    return { events, h };
  };

  it('loads the real uploader once, on the first upload', async () => {
    const up = scriptedUploader();
    const load = vi.fn(async () => up.uploader);
    const lazy = lazyUploader(load);
    expect(load).not.toHaveBeenCalled();
    lazy.upload(take(1), handlers().h);
    lazy.upload(take(2), handlers().h);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(up.runs.map((r) => r.take.ayah)).toEqual([1, 2]);
  });

  it('a load that fails (offline) is a failure with no answer, and is tried again next time', async () => {
    const up = scriptedUploader();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(up.uploader);
    const lazy = lazyUploader(load);
    const first = handlers();
    lazy.upload(take(1), first.h);
    await flush();
    expect(first.events).toEqual(['failure 0']);
    lazy.upload(take(1), handlers().h);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(up.runs).toHaveLength(1);
  });

  it('aborted before it loaded: never starts', async () => {
    const up = scriptedUploader();
    const lazy = lazyUploader(async () => up.uploader);
    lazy.upload(take(1), handlers().h).abort();
    await flush();
    expect(up.runs).toHaveLength(0);
  });
});
