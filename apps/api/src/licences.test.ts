// What the platform bundles holds no Bengali translation of the Quran (docs/licences.md): the one npm
// `quran-json` ships — Muhiuddin Khan's, as tanzil.net publishes it — is licensed for non-commercial use
// only, and Tilawat sells its courses. This reads that translation from the package (the api's own
// dependency, so the test needs no network) and looks for it in every text file the api, the web, the kit,
// the domain, the SDK and the contract are built from: their sources, seeds, migrations, scripts, media,
// public files and tests. Build outputs are made from these, so they are not read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const self = fileURLToPath(import.meta.url);

/** The folders whose files are built, served or shown (relative to the repository's root). */
const SCANNED = [
  'specs',
  'packages/sdk/src',
  'packages/domain/src',
  'packages/ui/src',
  'packages/ui/.storybook',
  'packages/testing/src',
  'apps/api/src',
  'apps/api/scripts',
  'apps/api/drizzle',
  'apps/api/media',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/e2e',
];
/** Text files by extension (the PDFs, images, fonts, audio and video segments are binary). */
const TEXT = new Set(
  [
    'ts',
    'tsx',
    'js',
    'mjs',
    'cjs',
    'jsx',
    'json',
    'yaml',
    'yml',
    'css',
    'html',
    'mdx',
    'sql',
    'svg',
    'txt',
    'm3u8',
    'sh',
  ].map((ext) => `.${ext}`),
);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.next', '.turbo', 'storybook-static', 'coverage']);

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) yield* walk(path);
    } else if (TEXT.has(extname(name))) {
      yield path;
    }
  }
}

const files = SCANNED.flatMap((dir) => [...walk(join(root, dir))])
  .filter((path) => path !== self)
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8').replace(/\s+/g, ' ') }));
const isTest = (path: string) => /\.(test|e2e)\.tsx?$/.test(path);

const BENGALI = /[\u0980-\u09FF]/;
/** A run this long of a translation's ayah is that translation, not a phrase every Bengali writer uses. */
const WINDOW = 24;

/** quran-json's Bengali (dist/quran_bn.json): every ayah's translation, whitespace as in the files read. */
const tanzil: { ayah: string; text: string }[] = (
  JSON.parse(readFileSync(require.resolve(['quran-json', 'dist', 'quran_bn.json'].join('/')), 'utf8')) as {
    id: number;
    verses: { id: number; translation: string }[];
  }[]
).flatMap((surah) =>
  surah.verses.map((verse) => ({
    ayah: `${surah.id}:${verse.id}`,
    text: verse.translation.replace(/\s+/g, ' ').trim(),
  })),
);

/** Each WINDOW-long run of the translation that starts on a Bengali character, to the ayah it is of. */
const runs = new Map<string, string>();
/** The ayahs shorter than WINDOW (but long enough to be the translation's own words), whole. */
const short = new Map<string, string>();
for (const { ayah, text } of tanzil) {
  if (text.length < WINDOW) {
    if (text.length >= 12) short.set(text, ayah);
    continue;
  }
  for (let i = 0; i + WINDOW <= text.length; i++) {
    if (BENGALI.test(text.charAt(i))) runs.set(text.slice(i, i + WINDOW), ayah);
  }
}

/** The ayahs of the translation that `text` holds a piece of. */
function translationIn(text: string): string[] {
  if (!BENGALI.test(text)) return [];
  const found = new Set<string>();
  for (let i = 0; i + WINDOW <= text.length; i++) {
    if (!BENGALI.test(text.charAt(i))) continue;
    const ayah = runs.get(text.slice(i, i + WINDOW));
    if (ayah) found.add(ayah);
  }
  for (const [whole, ayah] of short) if (text.includes(whole)) found.add(ayah);
  return [...found];
}

describe('the Bengali translation (tanzil.net, non-commercial use only)', () => {
  it('is found by this test where it is (its first and longest ayahs of Al-Fatiha and Al-Baqarah)', () => {
    expect(tanzil).toHaveLength(6236);
    const of = (ayah: string) => tanzil.find((t) => t.ayah === ayah)?.text ?? '';
    expect(translationIn(`<p>${of('1:4')}</p>`)).toEqual(['1:4']);
    expect(translationIn(`{ text: '${of('1:1')}' }`)).toEqual(['1:1']);
    expect(translationIn(of('2:255').slice(100, 160))).toContain('2:255');
    // Our own Bengali is not mistaken for it.
    expect(translationIn('তিলাওয়াত ঘরে বসে শুদ্ধ করে কুরআন তিলাওয়াত শেখার একটি অনলাইন প্ল্যাটফর্ম।')).toEqual([]);
  });

  it('is in no file the platform is built from, tests and fixtures included', () => {
    expect(files.length).toBeGreaterThan(500);
    for (const must of [
      'packages/ui/src/fixtures/practice.ts',
      'apps/api/src/seed/cms.data.ts',
      'specs/common.yaml',
    ]) {
      expect(files.map((f) => f.path)).toContain(must);
    }
    const found = files
      .map((file) => ({ file: file.path, ayahs: translationIn(file.text) }))
      .filter((hit) => hit.ayahs.length > 0);
    expect(found).toEqual([]);
  });

  it('has no `translation` field with Bengali in any file, and none in the contract the api serves', () => {
    const fields = files.filter((file) => /\btranslation["']?\s*:\s*["'`]?[\u0980-\u09FF]/.test(file.text));
    expect(fields.map((file) => file.path)).toEqual([]);
    for (const contract of ['openapi-v3.json', 'openapi-admin.json']) {
      const bundled = JSON.parse(readFileSync(join(root, 'apps/api/src/generated', contract), 'utf8'));
      const ayah = bundled.components.schemas.PracticeAyah;
      expect(Object.keys(ayah.properties)).not.toContain('translation');
      expect(ayah.required).not.toContain('translation');
    }
  });

  it('is neither named nor read by the code: no tanzil, no quran-json translation file', () => {
    const code = files.filter((file) => !isTest(file.path));
    expect(code.filter((file) => /tanzil/i.test(file.text)).map((file) => file.path)).toEqual([]);
    const translationFiles = /quran-json\/dist\/(chapters\/[a-z]{2}\/|quran_[a-z]{2}|verses\/)/;
    expect(code.filter((file) => translationFiles.test(file.text)).map((file) => file.path)).toEqual([]);
  });
});
