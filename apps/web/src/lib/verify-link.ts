import { type ApiFailure, isVerifyToken } from '@tilawat/domain';
import { failureMessage } from './load';

/** What /verify/[token] shows: checking the link, verified (with the sign-in's notice), a dead link, or a failure. */
export type VerifyPhase =
  | { kind: 'checking' }
  | { kind: 'verified'; notice?: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/**
 * The page's path segment as the token it names: decoded once (a malformed escape names none), and
 * only of the contract's shape (`VerifyToken`); null otherwise, which is a dead link without a request.
 */
export function verifyTokenOf(segment: string): string | null {
  let token: string;
  try {
    token = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isVerifyToken(token) ? token : null;
}

/**
 * What a failed verification shows: a dead link — unknown, used or expired (404 VERIFY_LINK_INVALID),
 * or refused as malformed (400) — offers a new one; anything else (no answer, 429, 5xx) says why and
 * lets the learner try again.
 */
export function verifyFailurePhase(failure: Pick<ApiFailure, 'status' | 'code' | 'msg'>): VerifyPhase {
  if (failure.code === 'VERIFY_LINK_INVALID' || failure.status === 400 || failure.status === 404) {
    return { kind: 'invalid' };
  }
  return { kind: 'failed', message: failureMessage(failure) };
}
