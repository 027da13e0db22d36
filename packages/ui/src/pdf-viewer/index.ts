export { loadPdfJs as preloadPdfJs } from './load-pdfjs';
export type { PdfSource, PdfViewerProps } from './pdf-viewer';
export { PdfViewer } from './pdf-viewer';
export type { PdfZoom } from './pdf-viewer-model';
export { MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS } from './pdf-viewer-model';
