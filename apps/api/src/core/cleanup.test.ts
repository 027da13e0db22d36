import { describe, expect, it } from 'vitest';
import { inBatches } from './cleanup';

describe('inBatches', () => {
  it('runs batches until one takes fewer than the limit, and answers how many went in all', async () => {
    const left = [10, 10, 10, 3];
    const asked: number[] = [];
    const total = await inBatches(
      async (limit) => {
        asked.push(limit);
        return left.shift() ?? 0;
      },
      new AbortController().signal,
      10,
    );
    expect(total).toBe(33);
    expect(asked).toEqual([10, 10, 10, 10]);
  });

  it('runs one batch when the first takes fewer than the limit', async () => {
    let calls = 0;
    const total = await inBatches(async () => {
      calls += 1;
      return 0;
    }, new AbortController().signal);
    expect({ total, calls }).toEqual({ total: 0, calls: 1 });
  });

  it('stops between batches once its signal is aborted, keeping what went', async () => {
    const stop = new AbortController();
    let calls = 0;
    const run = inBatches(
      async (limit) => {
        calls += 1;
        if (calls === 2) stop.abort(new Error('the host stops'));
        return limit;
      },
      stop.signal,
      5,
    );
    await expect(run).rejects.toThrow('the host stops');
    expect(calls).toBe(2);
  });
});
