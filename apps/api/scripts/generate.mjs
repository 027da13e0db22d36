// Bundles specs/v2.yaml, v3.yaml and admin.yaml (the console, issue 19) into src/generated/openapi-*.json: one
// self-contained document per version (all $refs internal), which the server routes and
// validates from and which the tests validate every answer against.
// `node scripts/generate.mjs --check` writes nothing and fails when a file is stale (@tilawat/specs/generated-files).
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { generatedFiles } from '@tilawat/specs/generated-files';

const specs = new URL('../../../specs/', import.meta.url);
const out = new URL('../src/generated/', import.meta.url);

export async function generateAll() {
  const config = await createConfig({});
  const files = {};
  for (const version of ['v2', 'v3', 'admin']) {
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

const files = generatedFiles(out, generateAll);

/** Names of generated files whose committed content differs from what specs/ gives now. */
export const staleFiles = files.staleFiles;

if (process.argv[1] === fileURLToPath(import.meta.url)) await files.main();
