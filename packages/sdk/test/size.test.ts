import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// DESIGN.md §5: the whole runtime, openapi-fetch included, ≤ 6 kB gzip when bundled.
const BUDGET = 6 * 1024;

describe('bundle size', () => {
  it('the whole runtime bundled and minified stays within 6 kB gzip', async () => {
    const result = await build({
      entryPoints: [new URL('../dist/index.js', import.meta.url).pathname],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    const bytes = gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
    console.info(`@tilawat/sdk runtime: ${bytes} B gzip (budget ${BUDGET} B)`);
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });

  it('is tree-shakeable: importing only ApiError leaves openapi-fetch out', async () => {
    const result = await build({
      stdin: {
        contents: `import { ApiError } from ${JSON.stringify(new URL('../dist/index.js', import.meta.url).pathname)}; console.log(ApiError);`,
        resolveDir: new URL('..', import.meta.url).pathname,
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    const text = result.outputFiles[0]?.text ?? '';
    expect(text).toContain('Something Went Wrong!');
    expect(text).not.toContain('querySerializer');
    expect(text.length).toBeLessThan(2000);
  });
});
