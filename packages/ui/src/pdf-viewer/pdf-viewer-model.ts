import { toAsciiDigits } from '@tilawat/domain';

/** The scales the zoom buttons step through (1 = 100 %, a PDF point per CSS pixel). */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;

/** Fit the page to the viewer's width (the default), or a fixed scale chosen with the zoom buttons. */
export type PdfZoom = { mode: 'fit' } | { mode: 'scale'; scale: number };

/** A scale a hair off a step (fit width often is) counts as that step. */
const EPSILON = 0.01;

/** The next larger step after the scale shown now (which may be fit width's, between steps). */
export function zoomIn(current: number): number {
  return ZOOM_STEPS.find((step) => step > current + EPSILON) ?? MAX_ZOOM;
}

/** The next smaller step before the scale shown now. */
export function zoomOut(current: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < current - EPSILON) ?? MIN_ZOOM;
}

export function canZoomIn(current: number): boolean {
  return current < MAX_ZOOM - EPSILON;
}

export function canZoomOut(current: number): boolean {
  return current > MIN_ZOOM + EPSILON;
}

/** A page number inside the document: 1 … total (1 while the total is unknown). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total));
}

/**
 * The scale that makes a page `pageWidth` points wide fill `availableWidth` CSS pixels; 1 while the
 * width is unknown (not laid out yet, or jsdom). Never beyond the zoom range.
 */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  if (!(availableWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.min(Math.max(availableWidth / pageWidth, 0.25), MAX_ZOOM);
}

/** The scale of a zoom setting for a page `pageWidth` points wide in `availableWidth` pixels. */
export function effectiveScale(zoom: PdfZoom, availableWidth: number, pageWidth: number): number {
  return zoom.mode === 'fit' ? fitWidthScale(availableWidth, pageWidth) : zoom.scale;
}

/** A scale as a whole percentage: 1.25 → 125. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}

/**
 * What a learner typed into the page box, in Bengali or ASCII digits ('৩', ' 12 '), as a page in
 * the document; null when it is not a number (the box then shows the current page again).
 */
export function parsePageInput(value: string, total: number): number | null {
  const digits = toAsciiDigits(value).trim();
  if (!/^\d+$/.test(digits)) return null;
  return clampPage(Number(digits), total);
}

/** Why a document could not be shown, for the Bengali message. */
export type PdfErrorKind = 'network' | 'invalid' | 'password';

/** pdf.js names its exceptions; anything else (the network, a failed chunk) is a network failure. */
export function pdfErrorKind(error: unknown): PdfErrorKind {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'InvalidPDFException') return 'invalid';
  return 'network';
}

/** A page's text content (pdf.js's `getTextContent().items`) as lines, for screen readers. */
export function textLines(items: readonly object[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    // Text items have `str` and `hasEOL`; marked-content items have neither.
    if ('str' in item && typeof item.str === 'string') line += item.str;
    if ('hasEOL' in item && item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  lines.push(line);
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
