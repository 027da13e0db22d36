import { readFileSync } from 'node:fs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PdfViewer, type PdfViewerProps } from './pdf-viewer';

// jsdom cannot run pdf.js (no worker, no canvas): the viewer is tested against a fake with pdf.js's
// shapes; the real pdf.js draws the stories in Chromium (pdf-viewer.stories.tsx).
const pdfjs = vi.hoisted(() => ({
  getDocument: vi.fn(),
  GlobalWorkerOptions: { workerSrc: '' },
}));
vi.mock('pdfjs-dist', () => pdfjs);

/** A fake document of `numPages` pages of 400 × 600 pt, each with two lines of text. */
function fakeDocument(numPages = 3) {
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  const getPage = vi.fn(async (n: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 400 * scale, height: 600 * scale }),
    render,
    getTextContent: async () => ({
      items: [
        { str: `Page ${n}`, hasEOL: true },
        { str: 'Alif Ba Ta', hasEOL: false },
      ],
    }),
  }));
  const doc = {
    numPages,
    getPage,
    getData: vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])),
  };
  return { doc, getPage, render };
}

function resolvesWith(doc: unknown) {
  const destroy = vi.fn(() => Promise.resolve());
  pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(doc), destroy });
  return destroy;
}

const signedUrl = 'https://files.example.com/handout.pdf?X-Signature=secret';

function setup(props: Partial<PdfViewerProps> = {}) {
  return render(
    <PdfViewer
      source={{ url: signedUrl }}
      filename="makhraj-chart.pdf"
      title="মাখরাজ চার্ট"
      workerSrc="/pdfjs/pdf.worker.min.mjs"
      {...props}
    />,
  );
}

const ready = () => screen.findByRole('img', { name: bn.pdfViewer.page('মাখরাজ চার্ট', 1, 3) });
const pageBox = () => screen.getByRole('textbox', { name: bn.pdfViewer.pageInput(3) });
const lastPageAsked = (getPage: ReturnType<typeof fakeDocument>['getPage']) => getPage.mock.lastCall?.[0];

beforeEach(() => {
  pdfjs.getDocument.mockReset();
  pdfjs.GlobalWorkerOptions.workerSrc = '';
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/6f1c');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PdfViewer', () => {
  it('imports pdf.js only dynamically, never statically (first-load size)', () => {
    const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const file of ['./pdf-viewer.tsx', './load-pdfjs.ts', './index.ts']) {
      expect(here(file)).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+['"]pdfjs-dist/m);
      expect(here(file)).not.toMatch(/^export\s+(?!type\b)[^;]*from\s+['"]pdfjs-dist/m);
    }
    expect(here('./load-pdfjs.ts')).toMatch(/import\('pdfjs-dist'\)/);
  });

  it('shows a loading skeleton while the page has no source yet, without loading pdf.js', async () => {
    const { container } = setup({ source: null });
    const group = screen.getByRole('group', { name: bn.pdfViewer.viewer('মাখরাজ চার্ট') });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(bn.skeleton.loading);
    expect(screen.queryByRole('button')).toBeNull();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the skeleton while the document loads', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: new Promise(() => {}),
      destroy: vi.fn(() => Promise.resolve()),
    });
    const { container } = setup();
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe(bn.skeleton.loading);
    expect(container.querySelector('canvas')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('loads the URL with the given worker, without eval, and draws the first page', async () => {
    const { doc, render: renderPage } = fakeDocument();
    resolvesWith(doc);
    setup();
    const canvas = await ready();
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/pdfjs/pdf.worker.min.mjs');
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ url: signedUrl, isEvalSupported: false }),
    );
    await waitFor(() => expect(canvas.getAttribute('data-painted-page')).toBe('1'));
    expect(renderPage).toHaveBeenCalledWith(expect.objectContaining({ canvas }));
    expect(pageBox()).toHaveProperty('value', '১');
    expect(screen.getByRole('status').textContent).toBe(bn.pdfViewer.pageOf(1, 3));
  });

  it("offers the page's text to screen readers", async () => {
    resolvesWith(fakeDocument().doc);
    setup();
    const canvas = await ready();
    await waitFor(() => expect(canvas.getAttribute('aria-describedby')).toBeTruthy());
    const text = document.getElementById(canvas.getAttribute('aria-describedby') as string);
    expect([...(text?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Page 1',
      'Alif Ba Ta',
    ]);
  });

  it('gives pdf.js a copy of bytes it is handed, keeping the caller’s intact', async () => {
    resolvesWith(fakeDocument().doc);
    const data = new Uint8Array([1, 2, 3]);
    setup({ source: { data } });
    await ready();
    const given = pdfjs.getDocument.mock.lastCall?.[0].data as Uint8Array;
    expect(given).toEqual(data);
    expect(given).not.toBe(data);
  });

  it('downloads the loaded bytes through a blob: link, never showing the signed URL', async () => {
    const { doc } = fakeDocument();
    resolvesWith(doc);
    const { container } = setup();
    await ready();
    const link = await screen.findByRole('link', { name: bn.pdfViewer.downloadLabel('makhraj-chart.pdf') });
    expect(link.getAttribute('href')).toBe('blob:http://localhost/6f1c');
    expect(link.getAttribute('download')).toBe('makhraj-chart.pdf');
    expect(doc.getData).toHaveBeenCalled();
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(container.innerHTML).not.toContain('files.example.com');
    expect(container.innerHTML).not.toContain('secret');
  });

  it('turns pages with the buttons, and not past the ends', async () => {
    const { doc, getPage } = fakeDocument();
    resolvesWith(doc);
    setup();
    await ready();
    const previous = screen.getByRole('button', { name: bn.pdfViewer.previous });
    const next = screen.getByRole('button', { name: bn.pdfViewer.next });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(pageBox()).toHaveProperty('value', '১');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(pageBox()).toHaveProperty('value', '৩');
    expect(screen.getByRole('status').textContent).toBe(bn.pdfViewer.pageOf(3, 3));
    await waitFor(() => expect(lastPageAsked(getPage)).toBe(3));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(pageBox()).toHaveProperty('value', '৩');
    // The button at the end keeps focus (aria-disabled, not disabled).
    expect(document.activeElement).toBe(next);
    await userEvent.click(previous);
    expect(pageBox()).toHaveProperty('value', '২');
    expect(screen.getByRole('img', { name: bn.pdfViewer.page('মাখরাজ চার্ট', 2, 3) })).toBeTruthy();
  });

  it('turns pages with ←/→, PageUp/PageDown, Home and End', async () => {
    const { doc, getPage } = fakeDocument(5);
    resolvesWith(doc);
    setup();
    await screen.findByRole('img', { name: bn.pdfViewer.page('মাখরাজ চার্ট', 1, 5) });
    screen.getByRole('region', { name: bn.pdfViewer.stage }).focus();
    const at = () => screen.getByRole('textbox', { name: bn.pdfViewer.pageInput(5) });
    await userEvent.keyboard('{ArrowRight}');
    expect(at()).toHaveProperty('value', '২');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(at()).toHaveProperty('value', '৪');
    await userEvent.keyboard('{ArrowLeft}');
    expect(at()).toHaveProperty('value', '৩');
    await userEvent.keyboard('{PageUp}');
    expect(at()).toHaveProperty('value', '২');
    await userEvent.keyboard('{End}');
    expect(at()).toHaveProperty('value', '৫');
    await waitFor(() => expect(lastPageAsked(getPage)).toBe(5));
    await userEvent.keyboard('{Home}');
    expect(at()).toHaveProperty('value', '১');
  });

  it('goes to a page typed in Bengali or ASCII digits, clamped; ignores anything else', async () => {
    resolvesWith(fakeDocument().doc);
    setup();
    await ready();
    const box = pageBox();
    await userEvent.clear(box);
    await userEvent.type(box, '৩{Enter}');
    expect(box).toHaveProperty('value', '৩');
    // Arrows stay in the box (the caret), not the pages.
    await userEvent.keyboard('{ArrowLeft}');
    expect(box).toHaveProperty('value', '৩');
    await userEvent.clear(box);
    await userEvent.type(box, '2{Enter}');
    expect(box).toHaveProperty('value', '২');
    await userEvent.clear(box);
    await userEvent.type(box, '99{Enter}');
    expect(box).toHaveProperty('value', '৩');
    await userEvent.clear(box);
    await userEvent.type(box, 'ক');
    await userEvent.tab();
    expect(box).toHaveProperty('value', '৩');
  });

  it('zooms in and out by steps with the buttons and +/−, and back to fit width', async () => {
    const { doc } = fakeDocument();
    resolvesWith(doc);
    setup();
    const canvas = await ready();
    const fit = screen.getByRole('button', { name: bn.pdfViewer.fitWidth });
    // jsdom has no layout: fit width measures 0 px and shows 100 %.
    expect(fit.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(bn.pdfViewer.zoomLabel(100))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: bn.pdfViewer.zoomIn }));
    expect(screen.getByText(bn.pdfViewer.zoomLabel(125))).toBeTruthy();
    expect(fit.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(canvas.style.inlineSize).toBe('500px'));
    await userEvent.keyboard('+');
    expect(screen.getByText(bn.pdfViewer.zoomLabel(150))).toBeTruthy();
    await waitFor(() => expect(canvas.style.inlineSize).toBe('600px'));
    await userEvent.keyboard('--');
    expect(screen.getByText(bn.pdfViewer.zoomLabel(100))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: bn.pdfViewer.zoomOut }));
    await userEvent.click(screen.getByRole('button', { name: bn.pdfViewer.zoomOut }));
    expect(screen.getByText(bn.pdfViewer.zoomLabel(50))).toBeTruthy();
    expect(screen.getByRole('button', { name: bn.pdfViewer.zoomOut }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await waitFor(() => expect(canvas.style.inlineSize).toBe('200px'));
    await userEvent.click(fit);
    expect(fit.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(bn.pdfViewer.zoomLabel(100))).toBeTruthy();
  });

  it('draws at device pixels and shows at CSS pixels', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    resolvesWith(fakeDocument().doc);
    setup();
    const canvas = (await ready()) as HTMLCanvasElement;
    await waitFor(() => expect(canvas.getAttribute('data-painted-page')).toBe('1'));
    expect(canvas.width).toBe(800);
    expect(canvas.style.inlineSize).toBe('400px');
  });

  it('shows a Bengali error with a retry when the document cannot be read', async () => {
    const failure = Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' });
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject(failure),
      destroy: vi.fn(() => Promise.resolve()),
    });
    const onError = vi.fn();
    const onRetry = vi.fn();
    const { container } = setup({ onError, onRetry });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(bn.pdfViewer.errorTitle);
    expect(alert.textContent).toContain(bn.pdfViewer.error.invalid);
    expect(onError).toHaveBeenCalledWith(failure);
    await expectNoAxeViolations(container);

    resolvesWith(fakeDocument().doc);
    await userEvent.click(screen.getByRole('button', { name: bn.errorState.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await ready();
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the network fails or the PDF has a password', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject(
        Object.assign(new Error('Unexpected server response (403)'), { name: 'ResponseException' }),
      ),
      destroy: vi.fn(() => Promise.resolve()),
    });
    const { unmount } = setup();
    expect((await screen.findByRole('alert')).textContent).toContain(bn.pdfViewer.error.network);
    unmount();
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject({ name: 'PasswordException', message: 'No password given' }),
      destroy: vi.fn(() => Promise.resolve()),
    });
    setup();
    expect((await screen.findByRole('alert')).textContent).toContain(bn.pdfViewer.error.password);
  });

  it('loads again for a new source and lets the old one go', async () => {
    const destroy = resolvesWith(fakeDocument().doc);
    const { rerender } = setup();
    await ready();
    // The same URL in a new object is the same source.
    rerender(
      <PdfViewer
        source={{ url: signedUrl }}
        filename="makhraj-chart.pdf"
        title="মাখরাজ চার্ট"
        workerSrc="/w.mjs"
      />,
    );
    await act(async () => {});
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(2); // the worker changed
    rerender(
      <PdfViewer
        source={{ url: signedUrl }}
        filename="makhraj-chart.pdf"
        title="মাখরাজ চার্ট"
        workerSrc="/w.mjs"
      />,
    );
    await act(async () => {});
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(2);
    rerender(
      <PdfViewer source={{ url: `${signedUrl}2` }} filename="b.pdf" title="মাখরাজ চার্ট" workerSrc="/w.mjs" />,
    );
    await ready();
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(3);
    expect(destroy).toHaveBeenCalledTimes(2);
  });

  it('should have no accessibility violations with its toolbar', async () => {
    resolvesWith(fakeDocument().doc);
    const { container } = setup();
    const canvas = await ready();
    await waitFor(() => expect(canvas.getAttribute('aria-describedby')).toBeTruthy());
    await screen.findByRole('link', { name: bn.pdfViewer.downloadLabel('makhraj-chart.pdf') });
    await expectNoAxeViolations(container);
  });
});
