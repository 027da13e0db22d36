import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Counters } from '../../core/rate-limits';

/** The key derivation every challenge uses (the contract's `AltchaChallenge` names it). */
export const CHALLENGE_ALGORITHM = 'SHA-256' as const;

/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The work a challenge asks for by default: the browser tries SHA-256 hashes until one matches, about
 * 3,000 to 9,000 of them (well under a second on a laptop, two or three on a cheap phone) — a toll on
 * a script that asks for codes by the thousand, nothing a learner notices.
 */
const DEFAULT_WORK = 9_000;

/**
 * Proof-of-work challenges (issue 35, ALTCHA: `altcha-lib` here, its solver in the browser): what an
 * address that asked for many one-time codes shows instead of being refused, since thousands of
 * learners may share one carrier's address. A challenge is signed under the server secret and carries
 * its end in the api's clock; a solution is accepted once (its signature counted in the shared
 * counters), within that time.
 */
export function createChallenges({
  secret,
  clock,
  counters,
  work = DEFAULT_WORK,
}: {
  secret: string;
  clock: Clock;
  counters: Counters;
  /** The most hashes a challenge may take (`CODE_CHALLENGE_WORK`); it takes a third of that to all of it. */
  work?: number;
}) {
  const hmacSignatureSecret = `altcha|${secret}`;

  return {
    /** A new challenge for the browser to solve. */
    issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: 1,
        counter: randomInt(Math.ceil(work / 3), work),
        deriveKey,
        hmacSignatureSecret,
        // its end in the api's clock, in seconds (altcha-lib's own expiry would read the machine's)
        data: { exp: Math.floor((clock.now().getTime() + CHALLENGE_TTL_MS) / 1000) },
      });
    },

    /**
     * Whether the request carries a solved challenge (header `altcha`: base64 of `{ challenge,
     * solution }`, ALTCHA's payload); false when it carries none. A payload that is not one, a wrong
     * or expired solution, or one already used answers 400 CHALLENGE_INVALID.
     */
    async solved(payload: string | undefined): Promise<boolean> {
      if (payload === undefined || payload === '') return false;
      let parsed: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw new DomainError('CHALLENGE_INVALID');
      }
      const { challenge, solution } = parsed ?? {};
      const exp = challenge?.parameters?.data?.exp;
      if (
        !challenge?.signature ||
        !solution ||
        typeof exp !== 'number' ||
        exp * 1000 <= clock.now().getTime()
      ) {
        throw new DomainError('CHALLENGE_INVALID');
      }
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret }).catch(
        () => undefined,
      );
      if (!result?.verified) throw new DomainError('CHALLENGE_INVALID');
      // once: the signature is unique to the challenge, which the api signed
      const uses = await counters.hit(`altcha:${challenge.signature}`, CHALLENGE_TTL_MS);
      if (uses.hits > 1) throw new DomainError('CHALLENGE_INVALID');
      return true;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
