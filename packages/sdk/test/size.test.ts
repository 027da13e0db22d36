import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The SDK's budget (docs/decisions/0016-budgets.md): the whole runtime, openapi-fetch included, ≤ 6 kB gzip
// when bundled.
const BUDGET = 6 * 1024;
const dist = new URL('../dist/index.js', import.meta.url).pathname;

/** Bundles and minifies like an application bundler would; answers the output text. */
async function bundle(
  input: { entryPoints: string[] } | { stdin: { contents: string; resolveDir: string } },
) {
  const result = await build({
    ...input,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('bundle size', () => {
  it('the whole runtime bundled and minified stays within 6 kB gzip', async () => {
    const bytes = gzipSync(await bundle({ entryPoints: [dist] }), { level: 9 }).length;
    console.info(`@tilawat/sdk runtime: ${bytes} B gzip (budget ${BUDGET} B)`);
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });

  it('is tree-shakeable: importing only ApiError leaves openapi-fetch out', async () => {
    const text = await bundle({
      stdin: {
        contents: `import { ApiError } from ${JSON.stringify(dist)}; console.log(ApiError);`,
        resolveDir: new URL('..', import.meta.url).pathname,
      },
    });
    expect(text).toContain('Something Went Wrong!');
    expect(text).not.toContain('querySerializer');
    expect(text.length).toBeLessThan(2000);
  });

  it('keeps the field limits out of the runtime: their entry is plain data and imports nothing', async () => {
    const limits = new URL('../dist/field-limits.js', import.meta.url).pathname;
    const text = await bundle({ entryPoints: [limits] });
    expect(text).toContain('minLength');
    expect(text).not.toContain('querySerializer');
    expect(await bundle({ entryPoints: [dist] })).not.toContain('minLength');
  });
});
