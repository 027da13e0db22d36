import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuranAttribution, quranTextSource } from './quran-attribution';

/** The paragraph's text, tags dropped and entities read back. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The links of the paragraph: [href, words]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('QuranAttribution', () => {
  const html = renderToString(createElement(QuranAttribution, { className: 'note' }));

  it('says what CC BY-SA 4.0 §3 asks: the maker, the material, the licence by name with its link, the change and its licence', () => {
    const said = text(html);
    expect(said).toContain('রিসান বাগজা প্রদানার (Risan Bagja Pradana) quran-json প্যাকেজ থেকে');
    expect(said).toContain('যার পাঠ quranenc.com-এর; লাইসেন্স CC BY-SA 4.0।');
    expect(said).toContain('আমরা প্রতিটি আয়াত শব্দে ভাগ করেছি; ভাগ করা পাঠটিও একই লাইসেন্সে।');
    expect(links(html)).toEqual([
      ['https://github.com/risan/quran-json', 'quran-json'],
      ['https://quranenc.com', 'quranenc.com'],
      ['https://creativecommons.org/licenses/by-sa/4.0/', 'CC BY-SA 4.0'],
      ['/about-us', 'উৎস ও লাইসেন্সের বিস্তারিত'],
    ]);
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/creativecommons.org\/licenses\/by-sa\/4.0\/"[^>]*rel="license"/,
    );
    expect(quranTextSource.licence).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
  });

  it('names no translation: none is shown (docs/licences.md)', () => {
    expect(text(html)).not.toMatch(/অর্থ|অনুবাদ|tanzil/i);
  });

  it('is one paragraph, marked for the tests of the pages that show it', () => {
    expect(html).toMatch(/^<p class="note" data-attribution="quran-text">/);
    expect(html.match(/<p /g)).toHaveLength(1);
  });
});
