// The subset Noto Sans Bengali (scripts/subset-fonts.mjs) against fontsource's files it is made from: Bengali
// must shape to the same glyphs, outlines and positions with both, or conjuncts and vowel signs break on
// the site. Glyph ids change in a subset, so glyphs are compared by their outlines (SVG paths from
// HarfBuzz's draw API), not by id. Reads the generated files; it does not make them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  DROPPED_FEATURES,
  DROPPED_RANGES,
  generatedFontPath,
  keptCodePoints,
  sourceFontPath,
  WEIGHTS,
} from '../scripts/subset-fonts.mjs';

// woff2 → sfnt for HarfBuzz (which reads no woff2): fontverter is subset-font's own dependency, reached
// through it instead of being added to the package.
const require = createRequire(import.meta.url);
const fontverter: { convert(font: Buffer, to: 'sfnt'): Promise<Buffer> } = createRequire(
  require.resolve('subset-font'),
)('fontverter');

const BUDGET_BYTES = 100_000; // docs/decisions/0016-budgets.md: the Bengali font bytes of a page
const WEIGHT_BUDGET_BYTES = BUDGET_BYTES / 2; // a page may draw with both weights

/** Conjuncts, reph, ya-/ra-phala and words of the site's own subject, as the issue lists them. */
const CONJUNCTS = ['ক্ষ', 'জ্ঞ', 'ত্র', 'ন্ত্র', 'শ্রী', 'র্ক', 'ক্য', 'স্ক্র', 'দ্ভ', 'ঙ্গ'];
const WORDS = ['কুরআন', 'তিলাওয়াত', 'তাজবীদ', 'মাখরাজ', 'ক্লাস', 'প্রশ্ন', '৳১,২৫০', '০১২৩৪৫৬৭৮৯'];

const VIRAMA = '\u09cd';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const CONSONANTS = [
  ...Array.from({ length: 0x09b9 - 0x0995 + 1 }, (_, i) => 0x0995 + i),
  0x09dc, // ড়
  0x09dd, // ঢ়
  0x09df, // য়
  0x09f0, // ৰ (Assamese ra, in the block)
  0x09f1, // ৱ
]
  .map((c) => String.fromCodePoint(c))
  .filter((c) => /\p{L}/u.test(c)); // leaves out the block's unassigned holes (U+09A9, U+09B1, …)
const VOWEL_SIGNS = [...'\u09be\u09bf\u09c0\u09c1\u09c2\u09c3\u09c4\u09c7\u09c8\u09cb\u09cc\u09d7'];

/** Every two-consonant conjunct, with ra-/ya-phala on it, plus vowel signs, ZWJ/ZWNJ and nukta forms. */
function clusters(): string[] {
  const out: string[] = [];
  for (const a of CONSONANTS) {
    out.push(`${a}${VIRAMA}`, `${a}${VIRAMA}${ZWJ}`, `${a}\u09bc`, `${a}\u0981`, `${a}\u0982`, `${a}\u0983`);
    for (const v of VOWEL_SIGNS) out.push(`${a}${v}`, `র${VIRAMA}${a}${v}`);
    for (const b of CONSONANTS) {
      const pair = `${a}${VIRAMA}${b}`;
      out.push(pair, `${pair}${VIRAMA}র`, `${pair}${VIRAMA}য`, `${pair}\u09bf`, `${a}${VIRAMA}${ZWNJ}${b}`);
    }
  }
  return out;
}

interface Loaded {
  weight: number;
  sourceBytes: number;
  subsetBytes: number;
  source: hb.Font;
  subset: hb.Font;
  sourceFace: hb.Face;
  subsetFace: hb.Face;
}

async function loadWeight(weight: number): Promise<Loaded> {
  const generated = generatedFontPath(weight);
  // no skipping: without the files every test fails, saying how to make them
  if (!existsSync(generated)) {
    throw new Error(`${generated} is missing: run \`pnpm --filter @tilawat/web generate\` first`);
  }
  const sourceFile = await readFile(sourceFontPath(weight));
  const subsetFile = await readFile(generated);
  const sourceFace = new hb.Face(new hb.Blob(await fontverter.convert(sourceFile, 'sfnt')));
  const subsetFace = new hb.Face(new hb.Blob(await fontverter.convert(subsetFile, 'sfnt')));
  return {
    weight,
    sourceBytes: sourceFile.length,
    subsetBytes: subsetFile.length,
    source: new hb.Font(sourceFace),
    subset: new hb.Font(subsetFace),
    sourceFace,
    subsetFace,
  };
}

/** Each weight loaded once, by the first test that asks. */
const loading = new Map<number, Promise<Loaded>>();
function load(weight: number): Promise<Loaded> {
  const loaded = loading.get(weight) ?? loadWeight(weight);
  loading.set(weight, loaded);
  return loaded;
}

/** Outlines by glyph id, per font: a few hundred glyphs are drawn once instead of once per use. */
const paths = new Map<hb.Font, Map<number, string>>();
function outline(font: hb.Font, glyph: number): string {
  const byGlyph = paths.get(font) ?? new Map<number, string>();
  paths.set(font, byGlyph);
  const path = byGlyph.get(glyph) ?? font.glyphToPath(glyph);
  byGlyph.set(glyph, path);
  return path;
}

const buffer = new hb.Buffer();

/** What a browser draws for `text`: per glyph its outline, advance, offset and cluster; `.notdef` marked. */
function shape(font: hb.Font, text: string): string[] {
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage('bn'); // the site's <html lang="bn">: the language system a browser asks for
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => {
    const p = positions[i];
    const glyph = info.codepoint === 0 ? '.notdef' : outline(font, info.codepoint);
    return `${glyph} ${p?.xAdvance},${p?.yAdvance} ${p?.xOffset},${p?.yOffset} @${info.cluster}`;
  });
}

/** The texts among `texts` that shape differently with the subset (glyph counts beside; paths are long). */
function differences({ source, subset }: Loaded, texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const a = shape(source, text);
    const b = shape(subset, text);
    if (a.length !== b.length || a.some((glyph, i) => glyph !== b[i]))
      out.push(`${text} (${a.length} glyphs, subset ${b.length})`);
  }
  return out;
}

function hex(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

describe.each(WEIGHTS)('Noto Sans Bengali %i, subset', (weight) => {
  it('shapes the issue’s conjuncts and words like the original', async () => {
    const f = await load(weight);
    expect(differences(f, [...CONJUNCTS, ...WORDS])).toEqual([]);
    // and they are conjuncts: fewer glyphs than code points, none of them .notdef or a dotted circle
    const dottedCircle = outline(f.subset, f.subset.glyph(0x25cc) ?? 0);
    for (const text of CONJUNCTS) {
      const glyphs = shape(f.subset, text);
      expect(glyphs.length, text).toBeLessThan([...text].length);
      expect(
        glyphs.filter((g) => g.startsWith('.notdef') || g.startsWith(`${dottedCircle} `)),
        text,
      ).toEqual([]);
    }
  });

  it('shapes every conjunct of two consonants (with ra-/ya-phala), reph, vowel sign and ZWJ/ZWNJ form alike', async () => {
    const f = await load(weight);
    const texts = clusters();
    expect(texts.length).toBeGreaterThan(5000);
    expect(differences(f, texts)).toEqual([]);
  });

  it('maps every kept code point the original maps, to the same outline and advance', async () => {
    const f = await load(weight);
    const { source, subset } = f;
    const missing: string[] = [];
    for (const c of keptCodePoints()) {
      const g = source.glyph(c);
      if (g === undefined) continue;
      const h = subset.glyph(c);
      if (h === undefined) missing.push(`${hex(c)} not mapped`);
      else if (
        outline(source, g) !== outline(subset, h) ||
        source.glyphHAdvance(g) !== subset.glyphHAdvance(h)
      )
        missing.push(`${hex(c)} drawn differently`);
    }
    expect(missing).toEqual([]);
    // each one alone too: a lone vowel sign or mark gets the dotted circle from the shaper
    const singles = keptCodePoints()
      .filter((c) => source.glyph(c) !== undefined)
      .map((c) => String.fromCodePoint(c));
    expect(differences(f, singles)).toEqual([]);
  });

  it('maps nothing outside the kept ranges, and none of the dropped ones', async () => {
    const kept = new Set(keptCodePoints());
    const mapped = [...(await load(weight)).subsetFace.collectUnicodes()];
    expect(mapped.length).toBeGreaterThan(100);
    expect(mapped.filter((c) => !kept.has(c)).map(hex)).toEqual([]);
    for (const [first, last] of DROPPED_RANGES)
      expect(mapped.filter((c) => c >= first && c <= last).map(hex)).toEqual([]);
  });

  it('keeps every layout feature but the dropped ones, and the same vertical metrics', async () => {
    const { source, subset, sourceFace, subsetFace } = await load(weight);
    for (const table of ['GSUB', 'GPOS'] as const) {
      const features = new Set(subsetFace.getTableFeatureTags(table));
      const expected = new Set(
        sourceFace.getTableFeatureTags(table).filter((t) => !DROPPED_FEATURES.includes(t)),
      );
      expect([...features].sort(), table).toEqual([...expected].sort());
      console.log(`${weight} ${table} features: ${[...features].sort().join(' ')}`);
    }
    // line boxes (and so CLS, and next/font's fallback overrides) depend on these: hhea's ascender,
    // descender and line gap, OS/2's typo and win metrics, as whichever platform reads them
    expect(subsetFace.upem).toBe(sourceFace.upem);
    expect(subset.hExtents()).toEqual(source.hExtents());
    const bytes = (face: hb.Face, table: string, from: number, to: number) => [
      ...(face.referenceTable(table)?.subarray(from, to) ?? []),
    ];
    expect(bytes(subsetFace, 'hhea', 4, 10)).toEqual(bytes(sourceFace, 'hhea', 4, 10));
    expect(bytes(subsetFace, 'OS/2', 68, 78)).toEqual(bytes(sourceFace, 'OS/2', 68, 78));
    expect(bytes(sourceFace, 'OS/2', 68, 78)).toHaveLength(10);
  });

  it(`is smaller than the original and at most ${WEIGHT_BUDGET_BYTES} bytes`, async () => {
    const { sourceBytes, subsetBytes } = await load(weight);
    expect(subsetBytes).toBeLessThan(sourceBytes);
    expect(subsetBytes).toBeLessThanOrEqual(WEIGHT_BUDGET_BYTES);
  });
});

describe('Noto Sans Bengali, all weights', () => {
  it(`weigh at most ${BUDGET_BYTES} bytes of woff2 together`, async () => {
    const loaded = await Promise.all(WEIGHTS.map(load));
    const before = loaded.reduce((sum, f) => sum + f.sourceBytes, 0);
    const after = loaded.reduce((sum, f) => sum + f.subsetBytes, 0);
    for (const f of loaded)
      console.log(`noto-sans-bengali ${f.weight}: ${f.sourceBytes} → ${f.subsetBytes} bytes`);
    console.log(`total: ${before} → ${after} bytes (${(100 - (after / before) * 100).toFixed(1)} % less)`);
    expect(after).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
