import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  effectiveScale,
  fitWidthScale,
  MAX_ZOOM,
  MIN_ZOOM,
  parsePageInput,
  pdfErrorKind,
  textLines,
  ZOOM_STEPS,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './pdf-viewer-model';

describe('zoom steps', () => {
  it('runs from 50 % to 300 %, smallest first', () => {
    expect(ZOOM_STEPS[0]).toBe(MIN_ZOOM);
    expect(ZOOM_STEPS.at(-1)).toBe(MAX_ZOOM);
    expect([...ZOOM_STEPS].sort((a, b) => a - b)).toEqual(ZOOM_STEPS);
  });

  it.each([
    { from: 1, in: 1.25, out: 0.75 },
    { from: 0.5, in: 0.75, out: 0.5 },
    { from: 3, in: 3, out: 2.5 },
    // Fit width lands between steps: the next step each way.
    { from: 0.83, in: 1, out: 0.75 },
    { from: 1.1, in: 1.25, out: 1 },
    // A hair off a step counts as the step.
    { from: 1.004, in: 1.25, out: 0.75 },
    { from: 0.2, in: 0.5, out: 0.5 },
  ])('from $from: in → $in, out → $out', ({ from, in: larger, out: smaller }) => {
    expect(zoomIn(from)).toBe(larger);
    expect(zoomOut(from)).toBe(smaller);
  });

  it('says when a step is left each way', () => {
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomIn(2.5)).toBe(true);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.75)).toBe(true);
  });

  it('shows a scale as a whole percentage', () => {
    expect(zoomPercent(1.25)).toBe(125);
    expect(zoomPercent(0.8333)).toBe(83);
  });
});

describe('fit width', () => {
  it('fills the room the viewer has', () => {
    // A5 page (420 pt) in a 360 px phone's viewer (about 320 px of room).
    expect(fitWidthScale(320, 420)).toBeCloseTo(0.7619, 3);
    expect(fitWidthScale(840, 420)).toBe(2);
  });

  it('stays within the zoom range and is 100 % while nothing is measured', () => {
    expect(fitWidthScale(5000, 100)).toBe(MAX_ZOOM);
    expect(fitWidthScale(10, 1000)).toBe(0.25);
    expect(fitWidthScale(0, 420)).toBe(1);
    expect(fitWidthScale(320, 0)).toBe(1);
    expect(fitWidthScale(Number.NaN, 420)).toBe(1);
  });

  it('is the scale of the fit setting; a fixed setting is its own scale', () => {
    expect(effectiveScale({ mode: 'fit' }, 630, 420)).toBe(1.5);
    expect(effectiveScale({ mode: 'scale', scale: 2 }, 630, 420)).toBe(2);
  });
});

describe('pages', () => {
  it.each([
    { page: 0, total: 5, want: 1 },
    { page: -3, total: 5, want: 1 },
    { page: 3, total: 5, want: 3 },
    { page: 6, total: 5, want: 5 },
    { page: 2.7, total: 5, want: 2 },
    { page: Number.NaN, total: 5, want: 1 },
    { page: 4, total: 0, want: 1 },
  ])('clamps $page into 1…$total → $want', ({ page, total, want }) => {
    expect(clampPage(page, total)).toBe(want);
  });

  it.each([
    { typed: '৩', want: 3 },
    { typed: ' 12 ', want: 12 },
    { typed: '১২', want: 12 },
    { typed: '৯৯', want: 20 },
    { typed: '0', want: 1 },
    { typed: '', want: null },
    { typed: 'abc', want: null },
    { typed: '২.৫', want: null },
    { typed: '-2', want: null },
  ])('reads the page box "$typed" → $want (of 20)', ({ typed, want }) => {
    expect(parsePageInput(typed, 20)).toBe(want);
  });
});

describe('errors', () => {
  it("tells pdf.js's failures apart by name", () => {
    expect(pdfErrorKind({ name: 'PasswordException', message: 'No password given' })).toBe('password');
    expect(
      pdfErrorKind(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' })),
    ).toBe('invalid');
    expect(pdfErrorKind({ name: 'ResponseException', status: 403 })).toBe('network');
    expect(pdfErrorKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
    expect(pdfErrorKind(undefined)).toBe('network');
  });

  it('has a Bengali message for each', () => {
    for (const kind of ['network', 'invalid', 'password'] as const) {
      expect(bn.pdfViewer.error[kind]).toMatch(/[\u0980-\u09FF]/);
    }
  });
});

describe('page text', () => {
  it('joins text items into lines at their line ends, skipping marked content and blanks', () => {
    expect(
      textLines([
        { str: 'Page one:', hasEOL: false },
        { str: ' ', hasEOL: false },
        { str: 'Alif,  Ba', hasEOL: true },
        { type: 'beginMarkedContent', id: 'mc0' },
        { str: '', hasEOL: true },
        { str: 'Ta', hasEOL: false },
      ]),
    ).toEqual(['Page one: Alif, Ba', 'Ta']);
    expect(textLines([])).toEqual([]);
  });
});

describe('labels', () => {
  it('counts pages and zoom in Bengali digits', () => {
    expect(bn.pdfViewer.pageOf(2, 12)).toBe('১২ পাতার মধ্যে ২ নম্বর পাতা');
    expect(bn.pdfViewer.ofTotal(12)).toBe('/ ১২');
    expect(bn.pdfViewer.zoom(125)).toBe('১২৫%');
    expect(bn.pdfViewer.page('মাখরাজ চার্ট', 1, 3)).toBe('মাখরাজ চার্ট, ৩ পাতার ১ নম্বর পাতা');
    expect(bn.pdfViewer.downloadLabel('makhraj.pdf')).toBe('makhraj.pdf ডাউনলোড করুন');
  });
});
