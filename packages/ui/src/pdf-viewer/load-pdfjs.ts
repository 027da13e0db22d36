/** pdf.js's main-thread module (about 420 kB minified): its types only, so nothing is bundled here. */
export type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

/**
 * Loads pdf.js the first time a viewer needs it, as its own chunk: a dynamic import, never a static
 * one, so no page's first-load JavaScript carries it. A failed load (offline) is tried again next time.
 */
export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    loading = import('pdfjs-dist');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
