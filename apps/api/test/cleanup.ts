// What the clean-up tests share (issue 37): a clean-up queue's job run now, as its schedule would run it.
import { randomUUID } from 'node:crypto';
import type { CleanupLog } from '../src/core/cleanup';
import type { QueueDefinition } from '../src/core/jobs';

/**
 * Makes a clean-up queue with a log of its own (`make`), runs one job of it now and answers what it
 * logged as deleted, by kind.
 */
export async function runCleanup(
  make: (log: CleanupLog) => QueueDefinition,
): Promise<Record<string, number>> {
  let deleted: Record<string, number> | undefined;
  const definition = make({
    info: (details) => {
      deleted = details.deleted as Record<string, number>;
    },
  });
  await definition.handle({
    id: randomUUID(),
    data: {},
    attempt: 1,
    lastAttempt: false,
    signal: new AbortController().signal,
  });
  if (!deleted) throw new Error(`${definition.name} logged nothing`);
  return deleted;
}
