import type { Meta, StoryObj } from '@storybook/react-vite';
// The worker as Vite serves it (a file of this Storybook, never a CDN); the web serves its own copy.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { samplePdfBytes, samplePdfPageSize, samplePdfUrl } from '../fixtures/sample-pdf';
import { PdfViewer } from './pdf-viewer';

const title = 'নমুনা হ্যান্ডআউট';

const meta = {
  title: 'Learning/PdfViewer',
  component: PdfViewer,
  args: {
    source: { data: samplePdfBytes() },
    filename: 'tilawat-sample.pdf',
    title,
    workerSrc,
    onError: fn(),
    onRetry: fn(),
  },
  argTypes: { source: { control: false }, workerSrc: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pdf.js starts a worker and parses the file: allow a loaded machine its time. */
const slow = { timeout: 20_000 };

/** Waits until pdf.js has painted `page` onto the canvas (at another scale than `notScale`, when given). */
async function painted(canvasElement: HTMLElement, page: number, notScale?: string) {
  return waitFor(() => {
    const canvas = canvasElement.querySelector('canvas');
    expect(canvas).not.toBeNull();
    expect(canvas?.dataset.paintedPage).toBe(String(page));
    if (notScale !== undefined) expect(canvas?.dataset.paintedScale).not.toBe(notScale);
    return canvas as HTMLCanvasElement;
  }, slow);
}

/** The colour of the canvas at a point of the page given in PDF points from its top left. */
function colourAt(canvas: HTMLCanvasElement, x: number, y: number): [number, number, number, number] {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const perPoint = canvas.width / samplePdfPageSize.width;
  const [r, g, b, a] = context.getImageData(Math.round(x * perPoint), Math.round(y * perPoint), 1, 1).data;
  return [r ?? 0, g ?? 0, b ?? 0, a ?? 0];
}

/** Share of the canvas's pixels that are painted and not white (an unpainted canvas is transparent). */
function inkShare(canvas: HTMLCanvasElement): number {
  const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
    0,
    0,
    canvas.width,
    canvas.height,
  );
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    const opaque = (data[i + 3] ?? 0) > 200;
    if (opaque && ((data[i] ?? 255) < 230 || (data[i + 1] ?? 255) < 230 || (data[i + 2] ?? 255) < 230))
      ink += 1;
  }
  return ink / (data.length / 4);
}

const green = [15, 107, 92, 255];
const white = [255, 255, 255, 255];
const near = (actual: number[], expected: number[]) =>
  expect(actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) <= 12)).toBe(true);

/** The page's text, as offered to screen readers. */
const pageText = (canvas: HTMLCanvasElement) =>
  document.getElementById(canvas.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** Fit width (the default), then through the pages and the zoom: what the learner sees is really drawn. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page1 = await painted(canvasElement, 1);
    // Painted, not blank: the green band and the text are there.
    await expect(inkShare(page1)).toBeGreaterThan(0.1);
    near(colourAt(page1, 210, 60), green);
    await waitFor(() => expect(pageText(page1)).toContain('Tilawat sample PDF'), slow);
    await expect(page1).toHaveAccessibleName(bn.pdfViewer.page(title, 1, 2));

    // Fit width: the page is as wide as the room it has.
    const stage = canvas.getByRole('region', { name: bn.pdfViewer.stage });
    const room = stage.clientWidth - 2 * Number.parseFloat(getComputedStyle(stage).paddingLeft);
    await expect(Math.abs(page1.getBoundingClientRect().width - room)).toBeLessThanOrEqual(1.5);
    await expect(canvas.getByRole('button', { name: bn.pdfViewer.fitWidth })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.next }));
    const page2 = await painted(canvasElement, 2);
    near(colourAt(page2, 210, 60), white);
    await expect(inkShare(page2)).toBeGreaterThan(0.05);
    await waitFor(() => expect(pageText(page2)).toContain('Page two: Tajwid'), slow);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.pdfViewer.pageOf(2, 2));
    await expect(canvas.getByRole('button', { name: bn.pdfViewer.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.previous }));
    near(colourAt(await painted(canvasElement, 1), 210, 60), green);

    // Zoom in: a bigger canvas, drawn again at the new scale.
    const before = page1.getBoundingClientRect().width;
    const beforePixels = page1.width;
    const scale = page1.dataset.paintedScale;
    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.zoomIn }));
    const zoomed = await painted(canvasElement, 1, scale);
    await expect(zoomed.getBoundingClientRect().width).toBeGreaterThan(before);
    await expect(zoomed.width).toBeGreaterThan(beforePixels);
    near(colourAt(zoomed, 210, 60), green);
    await expect(canvas.getByRole('button', { name: bn.pdfViewer.fitWidth })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Zoom out twice: smaller than fit width.
    const zoomedScale = zoomed.dataset.paintedScale;
    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.zoomOut }));
    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.zoomOut }));
    const smaller = await painted(canvasElement, 1, zoomedScale);
    await expect(smaller.getBoundingClientRect().width).toBeLessThan(before);

    await userEvent.click(canvas.getByRole('button', { name: bn.pdfViewer.fitWidth }));
    await waitFor(
      () => expect(Math.abs(smaller.getBoundingClientRect().width - before)).toBeLessThanOrEqual(1),
      slow,
    );
  },
};

/** On a 360 px phone: the page fills the width, no sideways scrolling, the toolbar wraps. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '360px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const page = await painted(canvasElement, 1);
    const stage = within(canvasElement).getByRole('region', { name: bn.pdfViewer.stage });
    await expect(stage.scrollWidth).toBeLessThanOrEqual(stage.clientWidth);
    await expect(page.getBoundingClientRect().width).toBeGreaterThan(250);
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(340);
    await expect(inkShare(page)).toBeGreaterThan(0.1);
  },
};

/** From a URL (here a data: URL; on the site a signed one): downloads the loaded bytes, the URL never shows. */
export const FromUrlWithDownload: Story = {
  args: { source: { url: samplePdfUrl } },
  play: async ({ canvasElement }) => {
    await painted(canvasElement, 1);
    const link = await within(canvasElement).findByRole(
      'link',
      { name: bn.pdfViewer.downloadLabel('tilawat-sample.pdf') },
      slow,
    );
    await expect(link).toHaveAttribute('download', 'tilawat-sample.pdf');
    const href = link.getAttribute('href') ?? '';
    await expect(href.startsWith('blob:')).toBe(true);
    const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
    await expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    await expect(bytes.length).toBe(samplePdfBytes().length);
    await expect(canvasElement.innerHTML).not.toContain('data:application/pdf');
  },
};

/** Keyboard only: ←/→ and PageUp/PageDown turn pages, + and − zoom, with focus on the page. */
export const KeyboardOperable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await painted(canvasElement, 1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: bn.pdfViewer.pageInput(2) })).toHaveFocus();
    canvas.getByRole('region', { name: bn.pdfViewer.stage }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await painted(canvasElement, 2);
    await userEvent.keyboard('{PageUp}');
    await painted(canvasElement, 1);
    await userEvent.keyboard('{PageDown}');
    await painted(canvasElement, 2);
    await userEvent.keyboard('{ArrowLeft}');
    await painted(canvasElement, 1);
    const width = first.getBoundingClientRect().width;
    const scale = first.dataset.paintedScale;
    await userEvent.keyboard('+');
    await painted(canvasElement, 1, scale);
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(width);
    const zoomedScale = first.dataset.paintedScale;
    await userEvent.keyboard('-');
    await painted(canvasElement, 1, zoomedScale);
    await expect(first.getBoundingClientRect().width).toBeLessThan(width * 1.3);
    // The page box takes a page number in Bengali digits.
    const box = canvas.getByRole('textbox', { name: bn.pdfViewer.pageInput(2) });
    await userEvent.clear(box);
    await userEvent.type(box, '২{Enter}');
    await painted(canvasElement, 2);
  },
};

/** The page is still getting the signed URL (source null), or pdf.js is loading: a page-shaped skeleton. */
export const Loading: Story = {
  args: { source: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.skeleton.loading);
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** Not a PDF: a Bengali error and a retry (which also tells the page, to get a fresh URL). */
export const Broken: Story = {
  args: { source: { data: new TextEncoder().encode('this is not a PDF') } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(bn.pdfViewer.errorTitle);
    await expect(alert).toHaveTextContent(bn.pdfViewer.error.invalid);
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: bn.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2), slow);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(bn.pdfViewer.error.invalid);
  },
};
