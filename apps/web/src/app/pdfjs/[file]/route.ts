import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * pdf.js's worker, served by the site itself (never a CDN): `/pdfjs/pdf.worker.min.mjs`, the file of the
 * same `pdfjs-dist` version the kit's PdfViewer loads (one catalog entry). Read from node_modules once per
 * process; cached a day by browsers (not immutable: a new version keeps the same name).
 */
const FILES: Record<string, string> = { 'pdf.worker.min.mjs': 'build/pdf.worker.min.mjs' };
const loaded = new Map<string, Promise<Buffer>>();

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const inPackage = FILES[file];
  if (!inPackage) return new Response('Not found', { status: 404 });
  if (!loaded.has(file))
    loaded.set(file, readFile(join(process.cwd(), 'node_modules', 'pdfjs-dist', inPackage)));
  const body = await (loaded.get(file) as Promise<Buffer>);
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
