// Files generated from specs/ (the SDK's types and limits, the api's bundled contract) are committed and
// kept in step with it the same way: `generate` writes them; `generate --check` writes nothing and fails
// when one is stale; a test asserts `staleFiles()` is empty. This is that one way, used by both scripts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * @param {URL} out the folder the files live in (a URL ending in `/`)
 * @param {() => Promise<Record<string, string>>} generateAll every file by name, as specs/ gives it now
 */
export function generatedFiles(out, generateAll) {
  const where = fileURLToPath(out);

  /** Names of files whose committed content differs from what specs/ gives now. */
  async function staleFiles() {
    const stale = [];
    for (const [name, content] of Object.entries(await generateAll())) {
      const current = await readFile(new URL(name, out), 'utf8').catch(() => '');
      if (current !== content) stale.push(name);
    }
    return stale;
  }

  /** The script's command line: writes the files, or with `--check` fails on a stale one. */
  async function main(argv = process.argv) {
    if (argv.includes('--check')) {
      const stale = await staleFiles();
      if (stale.length) {
        console.error(`stale generated files in ${where}: ${stale.join(', ')} — run \`pnpm generate\``);
        process.exit(1);
      }
      return;
    }
    await mkdir(out, { recursive: true });
    for (const [name, content] of Object.entries(await generateAll()))
      await writeFile(new URL(name, out), content);
  }

  return { staleFiles, main };
}
