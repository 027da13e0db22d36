import { describe, expect, it } from 'vitest';
import { examState } from './exam-eligibility';
import type { SubmissionRow } from './exams.repository';

const ended = (over: Partial<SubmissionRow>) =>
  ({ status: 'graded', passed: false, ...over }) as SubmissionRow;
const running = { status: 'in-progress' } as SubmissionRow;

describe('examState', () => {
  it.each([
    [
      'a running attempt wins over everything',
      { ineligible: null, running, lastEnded: undefined },
      true,
      'in-progress',
    ],
    [
      'a pass ever made',
      { ineligible: 'EXAM_NO_ATTEMPTS' as const, running: undefined, lastEnded: ended({ passed: false }) },
      true,
      'passed',
    ],
    [
      'a result waiting for a teacher',
      { ineligible: null, running: undefined, lastEnded: ended({ status: 'submitted', passed: null }) },
      false,
      'pending',
    ],
    [
      'not open yet',
      { ineligible: 'EXAM_NOT_OPEN' as const, running: undefined, lastEnded: undefined },
      false,
      'not-open',
    ],
    [
      'the previous exam not passed',
      { ineligible: 'EXAM_PREREQUISITE' as const, running: undefined, lastEnded: undefined },
      false,
      'locked',
    ],
    [
      'every attempt used',
      { ineligible: 'EXAM_NO_ATTEMPTS' as const, running: undefined, lastEnded: ended({}) },
      false,
      'no-attempts',
    ],
    [
      'closed',
      { ineligible: 'EXAM_CLOSED' as const, running: undefined, lastEnded: undefined },
      false,
      'closed',
    ],
    [
      'failed, another attempt left',
      { ineligible: null, running: undefined, lastEnded: ended({}) },
      false,
      'failed',
    ],
    ['never tried', { ineligible: null, running: undefined, lastEnded: undefined }, false, 'open'],
  ] as const)('%s', (_, state, everPassed, want) => {
    expect(examState(state, everPassed)).toBe(want);
  });
});
