import { describe, expect, it, vi } from 'vitest';
import { createJobLoop } from './job-loop';

/** A look that stays open until released, counting how often it ran. */
function gatedLook() {
  let release: () => void = () => {};
  const look = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { look, release: () => release() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the background workers’ loop', () => {
  it('looks on start, again after pollMs, and never two looks at a time; a wake during a look asks for one right after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { look, release } = gatedLook();
      const loop = createJobLoop({ look, pollMs: 10_000, onError: () => {} });
      loop.wake(); // not started: nothing
      vi.advanceTimersByTime(0);
      expect(look).toHaveBeenCalledTimes(0);
      loop.start();
      loop.start();
      vi.advanceTimersByTime(0);
      expect(look).toHaveBeenCalledTimes(1);
      loop.wake(); // during the look
      vi.advanceTimersByTime(0);
      expect(look).toHaveBeenCalledTimes(1);
      release();
      await settle();
      vi.advanceTimersByTime(0);
      expect(look).toHaveBeenCalledTimes(2);
      release();
      await settle();
      vi.advanceTimersByTime(9_999);
      expect(look).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      expect(look).toHaveBeenCalledTimes(3);
      release();
      await settle();
      await loop.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop aborts the signal, waits for the look under way, and starts no other', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { look, release } = gatedLook();
      const loop = createJobLoop({ look, pollMs: 10, onError: () => {} });
      loop.start();
      vi.advanceTimersByTime(0);
      let stopped = false;
      const stopping = loop.stop().then(() => {
        stopped = true;
      });
      expect(loop.signal.aborted).toBe(true);
      await settle();
      expect(stopped).toBe(false);
      release();
      await stopping;
      loop.wake();
      vi.advanceTimersByTime(1_000);
      expect(look).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a look that throws is reported and the loop goes on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onError = vi.fn();
      const look = vi
        .fn()
        .mockRejectedValueOnce(new Error('the database is away'))
        .mockResolvedValue(undefined);
      const loop = createJobLoop({ look, pollMs: 5, onError });
      loop.start();
      vi.advanceTimersByTime(0);
      await settle();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the database is away' }));
      vi.advanceTimersByTime(5);
      expect(look).toHaveBeenCalledTimes(2);
      await loop.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
