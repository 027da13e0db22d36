import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The size budgets (docs/decisions/0016-budgets.md): every public route ships at most 150 kB gzip of
 * first-load JavaScript (a bare Next 16 + React 19 page is about 135 kB), and at most 12 kB gzip of CSS
 * (issue 38: the kit's styles split by route, `experimental.cssChunking: 'graph'` in next.config.ts).
 *
 * How it is measured, without a server: the pages render on request (they read the api), so there is
 * no prerendered HTML to read. The scripts a route's HTML loads are exactly
 *   1. `rootMainFiles` of `.next/build-manifest.json` — the Turbopack runtime, React, the Next client
 *      (the same on every page); `polyfillFiles` are `nomodule` scripts that modern browsers skip, so
 *      they are not counted;
 *   2. the `entryJSFiles` of the route's `page_client-reference-manifest.js` — the client chunks of
 *      every segment on the route (root layout, page, not-found, error boundaries).
 * Next 16.4 writes these `<script src>` tags from the same two lists (checked against the HTML of
 * `next start`: see README). Each file is gzipped at zlib's default level, the level Next's own
 * `compress` uses, and the sizes are summed. Routes come from `app-path-routes-manifest.json`, so a
 * new page (e.g. /login) is measured without touching this test.
 */

const BUDGET_BYTES = 150 * 1000;
/** Issue 38: a page ships the CSS of what it renders, at most 12 kB gzip. */
const CSS_BUDGET_BYTES = 12 * 1000;
const NEXT_DIR = join(import.meta.dirname, '..', '.next');

interface BuildManifest {
  rootMainFiles: string[];
  polyfillFiles: string[];
}

interface ClientReferenceManifest {
  entryJSFiles: Record<string, string[]>;
  entryCSSFiles: Record<string, { path: string; inlined: boolean }[]>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(NEXT_DIR, file), 'utf8')) as T;
}

/** The route's client reference manifest, a script that assigns `globalThis.__RSC_MANIFEST[route]`. */
function readClientManifest(route: string): ClientReferenceManifest {
  const file = join(NEXT_DIR, 'server', 'app', `${route}_client-reference-manifest.js`);
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[route];
  if (!manifest) throw new Error(`no client reference manifest for ${route} in ${file}`);
  return manifest;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(NEXT_DIR, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JS files a route's HTML loads on first visit, in load order, without duplicates. */
export function firstLoadFiles(route: string): string[] {
  const build = readJson<BuildManifest>('build-manifest.json');
  const client = readClientManifest(route);
  const files = [...build.rootMainFiles, ...Object.values(client.entryJSFiles).flat()];
  return [...new Set(files)].filter((file) => file.endsWith('.js') && !build.polyfillFiles.includes(file));
}

/**
 * The CSS files a route's HTML carries (written into its head by server.mjs: server/scripts-after-paint.mjs):
 * those of every segment on the route (layouts, the page, its boundaries), without the global error page's.
 */
export function routeCssFiles(route: string): string[] {
  const client = readClientManifest(route);
  const files = Object.entries(client.entryCSSFiles)
    .filter(([segment]) => !segment.includes('global-error'))
    .flatMap(([, sheets]) => sheets.map((sheet) => sheet.path));
  return [...new Set(files)];
}

function pageRoutes(): { route: string; path: string }[] {
  const routes = readJson<Record<string, string>>('app-path-routes-manifest.json');
  return Object.entries(routes)
    .filter(([route]) => route.endsWith('/page') && !route.startsWith('/_global-error'))
    .map(([route, path]) => ({ route, path }));
}

const built = existsSync(join(NEXT_DIR, 'build-manifest.json'));

describe('first-load JavaScript of each page (docs/decisions/0016-budgets.md)', () => {
  it('has a production build to measure (run `next build` first; turbo does it for `test`)', () => {
    expect(built, `${NEXT_DIR} has no build-manifest.json`).toBe(true);
  });

  it.runIf(built)('measures the public routes the budget names', () => {
    const paths = pageRoutes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/al-quran-course', '/al-quran-course/[slug]']));
  });

  it.runIf(built)('keeps every page within 150 kB gzip', () => {
    const report = pageRoutes().map(({ route, path }) => {
      const files = firstLoadFiles(route);
      const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      return { path, files: files.length, kB: Math.round(bytes / 100) / 10, bytes };
    });
    console.table(report.map(({ path, files, kB }) => ({ path, files, 'kB gzip': kB })));
    for (const { path, bytes } of report) {
      expect(bytes, `${path}: ${bytes} B gzip of first-load JS`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it.runIf(built)('keeps every page within 12 kB gzip of CSS (issue 38)', () => {
    const report = pageRoutes().map(({ route, path }) => {
      const files = routeCssFiles(route);
      const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      return { path, files: files.length, kB: Math.round(bytes / 100) / 10, bytes };
    });
    console.table(report.map(({ path, files, kB }) => ({ path, sheets: files, 'kB gzip': kB })));
    for (const { path, bytes } of report) {
      expect(bytes, `${path}: ${bytes} B gzip of CSS`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
    }
  });
});
