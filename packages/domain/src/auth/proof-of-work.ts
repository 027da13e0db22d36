import type { V3Schemas } from '@tilawat/sdk';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves a proof-of-work challenge of the api (issue 35: an address past its hourly budget of one-time
 * codes, such as a carrier's shared one, proves a little work instead of being refused) and answers
 * what the header `altcha` carries: ALTCHA's payload, base64 of `{ challenge, solution }`. A few
 * thousand SHA-256 hashes through WebCrypto, in the browser and in Node alike; null when the solver
 * found none (a challenge the api did not make).
 */
export async function solveProofOfWork(challenge: V3Schemas['AltchaChallenge']): Promise<string | null> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
