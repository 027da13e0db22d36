import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { pdfViewer as pdfViewerWords } from '../copy/words/pdf-viewer';
import { ErrorState } from '../error-state/error-state';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { Skeleton } from '../skeleton/skeleton';
import { loadPdfJs } from './load-pdfjs';
import { PdfToolbar } from './pdf-toolbar';
import styles from './pdf-viewer.module.css';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  effectiveScale,
  type PdfErrorKind,
  type PdfZoom,
  parsePageInput,
  pdfErrorKind,
  textLines,
  zoomIn,
  zoomOut,
} from './pdf-viewer-model';
import { usePdfDownloadUrl } from './use-pdf-download-url';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { pdfViewer: pdfViewerWords };

/** Where the PDF comes from: a (signed) URL pdf.js fetches, or bytes the page already has. */
export type PdfSource = { url: string } | { data: Uint8Array };

export interface PdfViewerProps {
  /** The document; null while the page is still getting its (signed) URL: the viewer shows it loading. */
  source: PdfSource | null;
  /** The name the download is saved under, e.g. `makhraj-chart.pdf`. */
  filename: string;
  /** The document's title: names the viewer and its pages for assistive technology. */
  title: string;
  /**
   * Where the site serves pdf.js's worker (`pdfjs-dist/build/pdf.worker.min.mjs`), e.g.
   * `/pdfjs/pdf.worker.min.mjs`: same origin, never a CDN (see the README).
   */
  workerSrc: string;
  /** The folder (ending in `/`) the site serves `pdfjs-dist/cmaps/` from: only PDFs with unembedded CJK fonts need it. */
  cMapUrl?: string;
  /** The folder (ending in `/`) the site serves `pdfjs-dist/standard_fonts/` from: exact shapes for unembedded standard fonts. */
  standardFontDataUrl?: string;
  /** The document (or pdf.js itself) failed to load or a page failed to draw. */
  onError?: (error: unknown) => void;
  /**
   * "Try again" was pressed. The viewer loads the source again by itself; a page whose signed URL may
   * have expired gets a fresh one here and passes the new `source`.
   */
  onRetry?: () => void;
  className?: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'error'; kind: PdfErrorKind };

/** What the canvas shows now (set once pdf.js has finished painting it). */
interface Painted {
  page: number;
  scale: number;
}

/** Inner width of an element (its content box, without scroll bar): the room a page fits into. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return Math.max(0, Math.floor(element.clientWidth - padding));
}

/**
 * A PDF (a lesson's handout, a chart) drawn page by page with pdf.js onto a <canvas>: previous and next
 * page, a page box (Bengali or ASCII digits), zoom in and out, fit to width (the default: right on a
 * 360 px phone), and a download of the bytes already loaded (a `blob:` link, so a signed URL never
 * appears in the page). Each page's text is offered to screen readers. pdf.js is imported only when a
 * viewer mounts. Keyboard (focus anywhere in the viewer): ←/→ or PageUp/PageDown pages, Home/End the
 * first and last page, +/− zoom.
 */
export function PdfViewer({
  source,
  filename,
  title,
  workerSrc,
  cMapUrl,
  standardFontDataUrl,
  onError,
  onRetry,
  className,
}: PdfViewerProps) {
  const stage = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const keysId = useId();
  const textId = useId();

  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<string | null>(null);
  const [zoom, setZoom] = useState<PdfZoom>({ mode: 'fit' });
  const [pageWidth, setPageWidth] = useState(0);
  const [availableWidth, setAvailableWidth] = useState(0);
  const [painted, setPainted] = useState<Painted | null>(null);
  const [text, setText] = useState<{ page: number; lines: string[] } | null>(null);

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // A source is the same while its URL or its byte array is: a parent may build `{ url }` anew each render.
  const url = source && 'url' in source ? source.url : null;
  const data = source && 'data' in source ? source.data : null;
  const total = load.status === 'ready' ? load.doc.numPages : 0;

  // Load the document (and pdf.js, the first time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    setLoad({ status: 'loading' });
    setPage(1);
    setDraft(null);
    setPainted(null);
    setText(null);
    setPageWidth(0);
    if (url === null && data === null) return;

    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
        const task = pdfjs.getDocument({
          ...(url !== null ? { url } : { data: (data as Uint8Array).slice() }), // pdf.js takes over what it is given
          isEvalSupported: false,
          ...(cMapUrl ? { cMapUrl, cMapPacked: true } : {}),
          ...(standardFontDataUrl ? { standardFontDataUrl } : {}),
        });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((doc) => {
        if (doc && !cancelled) setLoad({ status: 'ready', doc });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoad({ status: 'error', kind: pdfErrorKind(error) });
        onErrorRef.current?.(error);
      });
    return () => {
      cancelled = true;
      void destroy?.().catch(() => {});
    };
  }, [url, data, workerSrc, cMapUrl, standardFontDataUrl, attempt]);

  const downloadUrl = usePdfDownloadUrl(load.status === 'ready' ? load.doc : null);

  // Follow the viewer's width, for fit-width.
  const hasStage = load.status !== 'error';
  useEffect(() => {
    const element = stage.current;
    if (!hasStage || !element) return;
    setAvailableWidth(contentWidth(element));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailableWidth(contentWidth(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasStage]);

  // Paint the page (again when the page, the zoom or, fitting the width, the width changes).
  const doc = load.status === 'ready' ? load.doc : null;
  const zoomMode = zoom.mode;
  const fixedScale = zoom.mode === 'scale' ? zoom.scale : 0;
  const fitTo = zoom.mode === 'fit' ? availableWidth : 0;
  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    (async () => {
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const width = pdfPage.getViewport({ scale: 1 }).width;
      setPageWidth(width);
      const room = stage.current ? contentWidth(stage.current) : fitTo;
      const scale = zoomMode === 'fit' ? effectiveScale({ mode: 'fit' }, room || fitTo, width) : fixedScale;
      // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.inlineSize = `${Math.floor(viewport.width / ratio)}px`;
      target.style.blockSize = `${Math.floor(viewport.height / ratio)}px`;
      renderTask = pdfPage.render({ canvas: target, viewport });
      await renderTask.promise;
      if (cancelled) return;
      setPainted({ page, scale });
      // The text is a bonus for screen readers: a page without it still shows.
      const content = await pdfPage.getTextContent().catch(() => null);
      if (content && !cancelled) setText({ page, lines: textLines(content.items) });
    })().catch((error: unknown) => {
      if (cancelled || (error as Error)?.name === 'RenderingCancelledException') return;
      setLoad({ status: 'error', kind: pdfErrorKind(error) });
      onErrorRef.current?.(error);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [doc, page, zoomMode, fixedScale, fitTo]);

  const scale = effectiveScale(zoom, availableWidth, pageWidth);

  const goTo = (next: number) => {
    const clamped = clampPage(next, total);
    setDraft(null);
    if (clamped === page) return;
    setPage(clamped);
    if (stage.current) stage.current.scrollTop = 0;
  };

  const zoomBy = (direction: 1 | -1) => {
    if (direction > 0 ? !canZoomIn(scale) : !canZoomOut(scale)) return;
    setZoom({ mode: 'scale', scale: direction > 0 ? zoomIn(scale) : zoomOut(scale) });
  };

  const commitDraft = () => {
    if (draft === null) return;
    const wanted = parsePageInput(draft, total);
    if (wanted !== null) goTo(wanted);
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (load.status !== 'ready' || event.altKey || event.ctrlKey || event.metaKey) return;
    // The page box keeps its own keys (arrows move the caret; Enter goes to the page).
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const { key, code } = event;
    let handled = true;
    if (key === 'ArrowLeft' || key === 'PageUp') goTo(page - 1);
    else if (key === 'ArrowRight' || key === 'PageDown') goTo(page + 1);
    else if (key === 'Home') goTo(1);
    else if (key === 'End') goTo(total);
    // Keys by character, and by physical key too (Bengali layouts, the number pad).
    else if (key === '+' || key === '=' || code === 'NumpadAdd') zoomBy(1);
    else if (key === '-' || key === '_' || key === '−' || code === 'NumpadSubtract') zoomBy(-1);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const retry = () => {
    onRetry?.();
    setAttempt((n) => n + 1);
  };

  const label = bn.pdfViewer.viewer(title);

  if (load.status === 'error') {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a document viewer is a group of controls, not a form's fieldset.
      <div className={cx(styles.viewer, className)} role="group" aria-label={label} data-state="error">
        <ErrorState
          className={styles.error}
          headingLevel={3}
          title={bn.pdfViewer.errorTitle}
          description={bn.pdfViewer.error[load.kind]}
          onRetry={retry}
        />
      </div>
    );
  }

  const ready = load.status === 'ready';
  const pageText = text && text.page === page ? text.lines : [];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a document viewer is a group of controls, not a form's fieldset; its keyboard shortcuts come from the controls inside (they bubble here).
    <div
      className={cx(styles.viewer, className)}
      role="group"
      aria-label={label}
      aria-describedby={ready ? keysId : undefined}
      aria-busy={ready ? undefined : true}
      data-state={load.status}
      onKeyDown={onKeyDown}
    >
      {ready ? (
        <PdfToolbar
          page={page}
          total={total}
          draft={draft}
          onDraft={setDraft}
          onCommitDraft={commitDraft}
          onGoTo={goTo}
          scale={scale}
          fit={zoom.mode === 'fit'}
          onZoomBy={zoomBy}
          onFit={() => {
            if (zoom.mode !== 'fit') setZoom({ mode: 'fit' });
          }}
          downloadUrl={downloadUrl}
          filename={filename}
        />
      ) : null}

      {/* Focusable: a scrolling region must be reachable by keyboard (zoomed in), and the shortcuts work from it. */}
      <section
        ref={stage}
        className={styles.stage}
        tabIndex={ready ? 0 : undefined}
        aria-label={bn.pdfViewer.stage}
      >
        {ready ? (
          <>
            <canvas
              ref={canvas}
              className={styles.canvas}
              role="img"
              aria-label={bn.pdfViewer.page(title, page, total)}
              aria-describedby={pageText.length > 0 ? textId : undefined}
              data-painted-page={painted?.page}
              data-painted-scale={painted?.scale}
            />
            <div id={textId} className={hidden.hidden}>
              {pageText.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's lines have no other identity, and repeat.
                <p key={i}>{line}</p>
              ))}
            </div>
          </>
        ) : (
          <Skeleton variant="block" className={styles.skeleton} width="100%" height="min(70dvh, 36rem)" />
        )}
      </section>

      {ready ? (
        <>
          <p className={hidden.hidden} role="status">
            {bn.pdfViewer.pageOf(page, total)}
          </p>
          <p id={keysId} className={styles.keys}>
            {bn.pdfViewer.keys}
          </p>
        </>
      ) : null}
    </div>
  );
}
