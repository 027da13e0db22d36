import { describe, expect, it } from 'vitest';
import { escapeFormula, gradebookCsv } from './gradebook';

describe('a gradebook cell', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")'])(
    '%j is written as text',
    (cell) => {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['আমিনা খাতুন', 'a=b', '০১৭১২', ''])('%j stays as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
  });

  it('leaves numbers and empty cells alone, a negative number too', () => {
    expect(escapeFormula(-5)).toBe(-5);
    expect(escapeFormula(null)).toBeNull();
  });
});

describe('the gradebook as CSV', () => {
  it('starts with a byte-order mark and quotes what needs it', () => {
    const csv = gradebookCsv([
      ['শিক্ষার্থী', 'নম্বর'],
      ['খান, আমিনা', 7],
    ]).toString('utf8');
    expect(csv).toBe('\uFEFFশিক্ষার্থী,নম্বর\r\n"খান, আমিনা",7\r\n');
  });
});
