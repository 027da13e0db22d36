// Bundles specs/v2.yaml and specs/v3.yaml into src/generated/openapi-v{2,3}.json: one
// self-contained document per version (all $refs internal), which the server routes and
// validates from and which the tests validate every answer against.
// `node scripts/generate.mjs --check` writes nothing and fails when a file is stale.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

const specs = new URL('../../../specs/', import.meta.url);
const out = new URL('../src/generated/', import.meta.url);

export async function generateAll() {
  const config = await createConfig({});
  const files = {};
  for (const version of ['v2', 'v3']) {
    const { bundle: result, problems } = await bundle({
      ref: fileURLToPath(new URL(`${version}.yaml`, specs)),
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    if (errors.length) throw new Error(`${version}.yaml: ${errors.map((p) => p.message).join('; ')}`);
    files[`openapi-${version}.json`] = `${JSON.stringify(result.parsed, null, 2)}\n`;
  }
  return files;
}

export async function staleFiles() {
  const stale = [];
  for (const [name, content] of Object.entries(await generateAll())) {
    const current = await readFile(new URL(name, out), 'utf8').catch(() => '');
    if (current !== content) stale.push(name);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`stale files in apps/api/src/generated: ${stale.join(', ')} — run \`pnpm generate\``);
      process.exit(1);
    }
  } else {
    await mkdir(out, { recursive: true });
    for (const [name, content] of Object.entries(await generateAll()))
      await writeFile(new URL(name, out), content);
  }
}
