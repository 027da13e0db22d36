// A certificate's PDF must draw Bengali as a browser does (issue 40): conjuncts, reph, ya-phala and vowel
// signs put in place by the shaper, and Arabic joined right to left. This reads the PDF back (pdf-lib): the
// glyphs its page shows, in order, each as its outline from the font embedded in the PDF; and compares them
// with HarfBuzz's shaping of the same words in the same fonts (harfbuzzjs, the shaper browsers use). A
// renderer that does not shape — one glyph per character, a visible hasanta — fails, as the control shows.
import { readFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FONTS, renderCertificatePdf } from './certificate-pdf';

const TEXT = {
  code: 'K7M2Q9XA4PRT',
  learnerName: 'আব্দুল্লাহ আল-মামুন',
  courseTitle: 'তাজবীদসহ কুরআন তিলাওয়াত',
  batchName: 'শ্রীমঙ্গল ব্যাচ',
  teacherName: 'উস্তাদ মাহমুদুল হাসান',
  completedOn: '2026-11-29',
  verifyUrl: 'https://tilawat.example/certificate/K7M2Q9XA4PRT',
};

const fontOf = (bytes: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(bytes)));

/** A PDF content stream's text-showing operators: each glyph id with the font resource it is drawn in. */
function shownGlyphs(stream: string): { font: string; gid: number }[] {
  const glyphs: { font: string; gid: number }[] = [];
  const strings: string[] = [];
  let font = '';
  let name = ''; // the last name operand: `/f0 32 Tf` names the font before its size
  let i = 0;
  const literal = () => {
    let depth = 1;
    let out = '';
    i += 1;
    while (i < stream.length) {
      const ch = stream[i] as string;
      if (ch === '\\') {
        const octal = /^[0-7]{1,3}/.exec(stream.slice(i + 1));
        if (octal) {
          out += String.fromCharCode(Number.parseInt(octal[0], 8));
          i += 1 + octal[0].length;
        } else {
          const escaped = stream[i + 1] as string;
          out += { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[escaped] ?? escaped;
          i += 2;
        }
        continue;
      }
      if (ch === '(') depth += 1;
      if (ch === ')' && --depth === 0) break;
      out += ch;
      i += 1;
    }
    i += 1;
    return out;
  };
  while (i < stream.length) {
    const ch = stream[i] as string;
    if (/\s|[[\]]/.test(ch)) i += 1;
    else if (stream.startsWith('<<', i) || stream.startsWith('>>', i)) i += 2;
    else if (ch === '(') strings.push(literal());
    else if (ch === '<') {
      const end = stream.indexOf('>', i);
      strings.push(Buffer.from(stream.slice(i + 1, end).replace(/\s/g, ''), 'hex').toString('latin1'));
      i = end + 1;
    } else {
      const token = /^\/?[^\s()<>[\]{}/%]+/.exec(stream.slice(i))?.[0] ?? ch;
      i += token.length;
      if (token.startsWith('/')) name = token;
      if (token.startsWith('/') || /^[-+.\d]/.test(token)) continue;
      if (token === 'Tf') font = name;
      if (token === 'Tj' || token === 'TJ') {
        for (const shown of strings) {
          for (let k = 0; k + 1 < shown.length; k += 2) {
            glyphs.push({ font, gid: shown.charCodeAt(k) * 256 + shown.charCodeAt(k + 1) });
          }
        }
      }
      strings.length = 0;
    }
  }
  return glyphs;
}

/** The outlines of the glyphs the PDF's first page shows, in the order it shows them. */
async function drawnOutlines(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = document.getPages()[0];
  if (!page) throw new Error('the PDF has no page');
  const fonts = new Map<string, hb.Font>();
  const resources = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of resources?.entries() ?? []) {
    const type0 = document.context.lookup(ref, PDFDict);
    const cid = document.context.lookup(
      type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0),
      PDFDict,
    );
    const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor.lookup(PDFName.of('FontFile2')) ?? descriptor.lookup(PDFName.of('FontFile3'));
    if (!(file instanceof PDFRawStream)) throw new Error(`font ${name} embeds no font file`);
    fonts.set(name.asString(), fontOf(decodePDFRawStream(file).decode()));
  }
  const contents = page.node.Contents();
  if (!(contents instanceof PDFRawStream)) throw new Error('the page has no single content stream');
  const stream = Buffer.from(decodePDFRawStream(contents).decode()).toString('latin1');
  return shownGlyphs(stream).map(({ font, gid }) => {
    const face = fonts.get(font);
    if (!face) throw new Error(`the page shows glyphs in ${font}, which it does not embed`);
    return face.glyphToPath(gid);
  });
}

/** HarfBuzz's glyphs for `text`, as outlines, in the order they are drawn (left to right). */
function shaped(font: hb.Font, text: string, language: string): string[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos().map((info) => font.glyphToPath(info.codepoint));
  return glyphs;
}

/** What a renderer without a shaper draws: each character's own glyph, one after another. */
function unshaped(font: hb.Font, text: string): string[] {
  return [...text].flatMap((character) => shaped(font, character, 'bn'));
}

const contains = (haystack: readonly string[], needle: readonly string[]) =>
  needle.length > 0 && haystack.some((_, at) => needle.every((glyph, k) => haystack[at + k] === glyph));

describe('a certificate PDF', () => {
  it('is one A4 landscape page, with its title and the learner in its metadata', async () => {
    const pdf = await renderCertificatePdf(TEXT);
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPages()[0]?.getSize() ?? { width: 0, height: 0 };
    // A4 is 297 × 210 mm: 841.89 × 595.28 points
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(document.getTitle()).toBe(`সমাপনী সনদ — ${TEXT.learnerName}`);
  });

  it('shapes every Bengali word as HarfBuzz does, conjuncts and vowel signs in place', async () => {
    const drawn = await drawnOutlines(await renderCertificatePdf(TEXT));
    const regular = fontOf(readFileSync(CERTIFICATE_FONTS.bengali));
    const bold = fontOf(readFileSync(CERTIFICATE_FONTS.bengaliBold));
    // the name and the teacher are set in bold; the rest in regular
    const words = [
      ...TEXT.learnerName.split(' ').map((word) => [bold, word] as const),
      ...TEXT.teacherName.split(' ').map((word) => [bold, word] as const),
      ...[...TEXT.courseTitle.split(' '), ...TEXT.batchName.split(' '), 'প্রত্যয়ন', 'সমাপ্তির', 'সম্পন্ন'].map(
        (word) => [regular, word] as const,
      ),
    ];
    const missing = words
      .filter(([font, word]) => !contains(drawn, shaped(font, word, 'bn')))
      .map(([, w]) => w);
    expect(missing, 'words the PDF does not draw as HarfBuzz shapes them').toEqual([]);
    // the control: the same words drawn a glyph per character are not what the PDF holds
    for (const word of ['আব্দুল্লাহ', 'শ্রীমঙ্গল', 'প্রত্যয়ন']) {
      const font = word === 'আব্দুল্লাহ' ? bold : regular;
      expect(shaped(font, word, 'bn')).not.toEqual(unshaped(font, word));
      expect(contains(drawn, unshaped(font, word)), `${word} drawn unshaped`).toBe(false);
    }
  });

  it('joins an Arabic name right to left', async () => {
    const drawn = await drawnOutlines(
      await renderCertificatePdf({ ...TEXT, learnerName: 'عبد الله الأنصاري' }),
    );
    const arabic = fontOf(readFileSync(CERTIFICATE_FONTS.arabic));
    for (const word of ['عبد', 'الله', 'الأنصاري']) {
      const glyphs = shaped(arabic, word, 'ar');
      expect(contains(drawn, glyphs), `${word} as HarfBuzz shapes it`).toBe(true);
      // unjoined, left to right: the letters' isolated forms in reading order are not what is drawn
      expect(
        contains(
          drawn,
          [...word].flatMap((letter) => shaped(arabic, letter, 'ar')),
        ),
      ).toBe(false);
    }
  });

  it('reads the learner’s name as text, never as a command', async () => {
    const pdf = await renderCertificatePdf({ ...TEXT, learnerName: '#panic("x") *বোল্ড* $x$' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
