// Subsets Noto Sans Bengali for the site (issue 18: the font is on the LCP path of a cheap phone).
//
// Input: the "bengali" woff2 files of @fontsource/noto-sans-bengali, resolved through Node (no hard-coded
// node_modules path, so pnpm's layout and hoisting don't matter). Output: src/generated/fonts/*.woff2, which
// src/app/fonts.ts hands to next/font/local. Run by the package's `generate` script (turbo runs it before
// build, typecheck, test and lint and caches src/generated/**). No network; deterministic (same input, same
// bytes); about a second.
//
// The subsetting is HarfBuzz's hb-subset (through `subset-font`, which drives harfbuzzjs' hb-subset wasm),
// so the layout closure is HarfBuzz's own: every glyph a kept code point can become through GSUB (conjuncts,
// reph, ya-/ra-phala, half and below forms) stays, and the GSUB/GPOS lookups are pruned to match. Kept code
// points are *not* the site's copy: names and course titles come from the api, so everything Bengali text
// can contain stays.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The weights the kit uses: 400 (body) and 600 (headings, buttons, prices). */
export const WEIGHTS = /** @type {const} */ ([400, 600]);

/**
 * Code points kept, as inclusive [first, last] ranges: the fontsource bengali file's cmap minus the Vedic
 * marks and ₹ (see DROPPED_RANGES). Only code points the source font maps end up in the subset.
 * @type {ReadonlyArray<readonly [number, number, string]>}
 */
export const KEPT_RANGES = [
  // NULL and CR map to empty glyphs by Noto's convention; kept as the source has them (costs nothing).
  [0x0000, 0x0000, 'NULL'],
  [0x000d, 0x000d, 'CR'],
  // Spaces between Bengali words must come from this font, or they take the fallback's width.
  [0x0020, 0x0020, 'space'],
  [0x00a0, 0x00a0, 'no-break space'],
  [0x02bc, 0x02bc, 'modifier letter apostrophe (in the fontsource bengali subset)'],
  [0x0964, 0x0965, 'danda, double danda'],
  [0x0980, 0x09ff, 'the Bengali block'],
  [0x200b, 0x200d, 'ZWSP, ZWNJ, ZWJ (ZWNJ/ZWJ pick explicit or half forms)'],
  [0x25cc, 0x25cc, 'dotted circle (the shaper draws it for a broken cluster)'],
];

/**
 * What the fontsource bengali unicode-range has and the subset drops: none of it occurs in Bengali prose,
 * names or prices; should it ever appear, the browser draws it from a fallback font.
 * @type {ReadonlyArray<readonly [number, number, string]>}
 */
export const DROPPED_RANGES = [
  [0x0951, 0x0952, 'Devanagari stress signs udatta/anudatta (Vedic accents)'],
  [0x1cd0, 0x1cf7, 'Vedic Extensions (tone marks for Sanskrit recitation)'],
  [0x20b9, 0x20b9, 'Indian rupee sign (prices here are in taka, ৳ U+09F3, which is kept)'],
  [0xa8f1, 0xa8f1, 'combining avagraha (Devanagari Extended, Vedic)'],
];

/**
 * OpenType features left out. `locl` is only under the Pali language system (bng2/PAL): the site is
 * `lang="bn"`, so it never applies, and the glyphs only it reaches cost 250–400 bytes a weight.
 * Every other GSUB/GPOS feature of the source is kept (they are all Bengali shaping features).
 */
export const DROPPED_FEATURES = ['locl'];

/**
 * Tables left out beyond hb-subset's defaults. STAT (style attributes) is for font menus and variable
 * instances; browsers ignore it in a web font, and with it go the name entries it points at.
 */
const DROPPED_TABLES = ['STAT'];

/**
 * Name IDs kept beyond hb-subset's default 0–6 (copyright, family, style, unique id, full name, version,
 * PostScript name): 14, the OFL's URL, so the modified font still carries its licence (OFL §2).
 */
const KEPT_NAME_IDS = [14];

export const OUT_DIR = new URL('../src/generated/fonts/', import.meta.url);

/** @param {number} weight */
export function sourceFontPath(weight) {
  return require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  );
}

/** @param {number} weight */
/**
 * The semibold (600) is not one of next/font's files: it is served from `public/fonts/` under a name with its
 * content's hash (immutable, next.config.ts) and loaded by the page only once it is in the browser's cache
 * (`src/lib/semibold.ts`, issue 38), so its address is written for the app to import.
 */
export const PUBLIC_FONTS_DIR = new URL('../public/fonts/', import.meta.url);
export const SEMIBOLD_MODULE = new URL('../src/generated/semibold.ts', import.meta.url);

export function generatedFontPath(weight) {
  return fileURLToPath(new URL(`noto-sans-bengali-${weight}.woff2`, OUT_DIR));
}

/** Every kept code point, whether or not the font maps it (hb-subset ignores unmapped ones). */
export function keptCodePoints() {
  const codePoints = [];
  for (const [first, last] of KEPT_RANGES) for (let c = first; c <= last; c++) codePoints.push(c);
  return codePoints;
}

/** The source's GSUB and GPOS feature tags minus DROPPED_FEATURES, sorted (so the output is stable). */
async function keptFeatures(woff2) {
  const hb = await import('harfbuzzjs');
  const fontverter = createRequire(require.resolve('subset-font'))('fontverter');
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt')));
  const tags = new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
  return [...tags].filter((tag) => !DROPPED_FEATURES.includes(tag)).sort();
}

/**
 * One weight's subset. Hinting is kept: the source has no glyph instructions, only `gasp` and a 7-byte
 * `prep` (PUSHW 511, SCANCTRL, PUSHB 4, SCANTYPE: dropout control, so thin strokes don't vanish at small
 * sizes where a rasteriser runs TrueType instructions, as on Windows). Dropping them saves 12–16 bytes a
 * weight, not worth changing how the text renders where instructions do run.
 * @param {number} weight
 * @returns {Promise<{ source: Buffer, subset: Buffer, features: string[] }>}
 */
export async function subsetWeight(weight) {
  const subsetFont = require('subset-font');
  const source = await readFile(sourceFontPath(weight));
  const features = await keptFeatures(source);
  const text = String.fromCodePoint(...keptCodePoints());
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    keepFeatures: features,
    dropTables: DROPPED_TABLES,
    preserveNameIds: KEPT_NAME_IDS,
  });
  return { source, subset, features };
}

async function main() {
  // Start clean so a weight no longer listed leaves no stale file behind.
  await rm(OUT_DIR, { recursive: true, force: true });
  await mkdir(OUT_DIR, { recursive: true });
  let before = 0;
  let after = 0;
  for (const weight of WEIGHTS) {
    const { source, subset, features } = await subsetWeight(weight);
    await writeFile(generatedFontPath(weight), subset);
    before += source.length;
    after += subset.length;
    console.log(
      `noto-sans-bengali ${weight}: ${source.length} → ${subset.length} bytes (${features.join(' ')})`,
    );
  }
  console.log(`total: ${before} → ${after} bytes of woff2, written to ${fileURLToPath(OUT_DIR)}`);

  const semibold = await readFile(generatedFontPath(600));
  const hash = createHash('sha256').update(semibold).digest('hex').slice(0, 12);
  const name = `noto-sans-bengali-600.${hash}.woff2`;
  await rm(PUBLIC_FONTS_DIR, { recursive: true, force: true });
  await mkdir(PUBLIC_FONTS_DIR, { recursive: true });
  await writeFile(new URL(name, PUBLIC_FONTS_DIR), semibold);
  await writeFile(
    SEMIBOLD_MODULE,
    `// Written by scripts/subset-fonts.mjs: the semibold's address under public/ (its content's hash in the name).\n` +
      `export const SEMIBOLD_FONT_URL = '/fonts/${name}';\n` +
      `export const SEMIBOLD_FONT_BYTES = ${semibold.length};\n`,
  );
  console.log(`semibold served as /fonts/${name}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
