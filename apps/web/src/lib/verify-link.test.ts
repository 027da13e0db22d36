import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import { verifyFailurePhase, verifyTokenOf } from './verify-link';

describe('verifyTokenOf', () => {
  it.each([
    { segment: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a', want: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a' },
    { segment: 'ev%5F4f9c2b7d1e8a3c6f5b0d9e2a', want: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a' },
    { segment: 'short', want: null },
    { segment: 'ev_4f9c2b7d1e8a3c6f5b0d9e2a%2F..', want: null },
    { segment: '%E0%A4%A', want: null },
    { segment: 'a'.repeat(257), want: null },
  ])('$segment → $want', ({ segment, want }) => {
    expect(verifyTokenOf(segment)).toBe(want);
  });
});

describe('verifyFailurePhase', () => {
  it.each([
    { status: 404, code: 'VERIFY_LINK_INVALID', msg: 'যাচাইয়ের লিংকটি সঠিক নয় বা মেয়াদ শেষ হয়েছে।' },
    { status: 400, code: 'VALIDATION_FAILED', msg: 'তথ্য ঠিক নেই।' },
    { status: 404, code: 'NOT_FOUND', msg: 'পাওয়া যায়নি।' },
  ])('a dead link ($status $code) offers a new one', (failure) => {
    expect(verifyFailurePhase(failure)).toEqual({ kind: 'invalid' });
  });

  it.each([
    { failure: { status: 429, code: 'RATE_LIMITED', msg: 'একটু পরে চেষ্টা করুন।' }, want: 'একটু পরে চেষ্টা করুন।' },
    { failure: { status: 0, code: 'NETWORK_ERROR', msg: '' }, want: webBn.errors.unreachable },
    { failure: { status: 500, code: 'INTERNAL', msg: 'x' }, want: webBn.errors.unreachable },
  ])('anything else says why and lets the learner try again ($failure.status)', ({ failure, want }) => {
    expect(verifyFailurePhase(failure)).toEqual({ kind: 'failed', message: want });
  });
});
