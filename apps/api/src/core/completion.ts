import type { Tx } from '../db/client';

/**
 * Tells the certificates area (issue 40) that a learner did something a batch's completion rule may count —
 * passed an exam, joined a live class, had a recitation reviewed. It queues a check of that learner against
 * the batch's rule: inside the caller's transaction when one is given (the check exists only if the step
 * does), else at once. Handed to the areas below certificates by src/areas.ts.
 */
export type CompletionStep = (step: { userId: string; batchId: number }, tx?: Tx) => Promise<unknown>;

/** For an area made without the certificates (a test of that area alone): nothing to tell. */
export const noCompletionStep: CompletionStep = async () => undefined;
