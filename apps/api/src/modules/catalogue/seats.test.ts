import { describe, expect, it } from 'vitest';
import { openForEnrollment, seatsLeft } from './seats';

const live = { mode: 'live' as const, seatsTotal: 40, enrollmentOpen: true };
const onDemand = { mode: 'on-demand' as const, seatsTotal: null, enrollmentOpen: true };

describe('seatsLeft and openForEnrollment', () => {
  it.each([
    { given: live, taken: 0, want: { left: 40, open: true } },
    { given: live, taken: 39, want: { left: 1, open: true } },
    { given: live, taken: 40, want: { left: 0, open: false } },
    { given: live, taken: 45, want: { left: 0, open: false } },
    { given: { ...live, enrollmentOpen: false }, taken: 0, want: { left: 40, open: false } },
    { given: { ...live, seatsTotal: null }, taken: 500, want: { left: null, open: true } },
    { given: onDemand, taken: 500, want: { left: null, open: true } },
    { given: { ...onDemand, seatsTotal: 3 }, taken: 5, want: { left: null, open: true } },
  ])('$given.mode of $given.seatsTotal seats, $taken taken → $want.left left', ({ given, taken, want }) => {
    expect(seatsLeft(given, taken)).toBe(want.left);
    expect(openForEnrollment(given, taken)).toBe(want.open);
  });
});
