import type { V3Schemas } from '@tilawat/sdk';
import type { BrowserClient } from './browser-client';
import { readBatchProgress } from './learner-reads';
import { type ApiRead, type Seed, useRead, withClient } from './reads/use-read';

export type BatchProgress = V3Schemas['BatchProgress'];

/**
 * The learner's progress through a batch (`GET /recording/progress?batch=`): what the batch page and the
 * player show, one cached read for both. `initial`: the page's server-side answer (drawn at once, not read
 * again on mount). A module of its own, so that the batch page does not carry the player's progress
 * reports (domain's outbox and its zod rules: issue 38).
 */
export function useBatchProgressRead(
  client: BrowserClient | null,
  batchId: number | null,
  initial?: Seed<BatchProgress>,
): ApiRead<BatchProgress> {
  return useRead(
    `progress:${batchId}`,
    withClient(client, batchId === null ? null : (api) => readBatchProgress(api, batchId)),
    initial,
  );
}
