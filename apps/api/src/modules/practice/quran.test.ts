import { describe, expect, it } from 'vitest';
import { ayahRange, chapterFile, isSurah, SURAH_COUNT, splitWords, surah, surahName } from './quran';
import { SURAH_NAMES_BN } from './surah-names';

describe('splitWords', () => {
  it.each([
    ['words at spaces', 'قُلۡ هُوَ ٱللَّهُ أَحَدٌ', ['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ']],
    ['a stop sign written apart stays with the word before it', 'رَيۡبَ ۛ فِيهِ ۚ هُدٗى', ['رَيۡبَ ۛ', 'فِيهِ ۚ', 'هُدٗى']],
    ['a stop sign written on its word is the word', 'رَيۡبَۛ فِيهِۛ', ['رَيۡبَۛ', 'فِيهِۛ']],
    ['a mark first in the ayah goes with the word after it', '۞ إِنَّ ٱللَّهَ', ['۞ إِنَّ', 'ٱللَّهَ']],
    ['runs of spaces and the ends', '  بِسۡمِ   ٱللَّهِ ', ['بِسۡمِ', 'ٱللَّهِ']],
  ])('%s', (_name, text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe('the surahs', () => {
  it('has a Bengali name for each of the 114', () => {
    expect(SURAH_NAMES_BN).toHaveLength(SURAH_COUNT);
    expect(new Set(SURAH_NAMES_BN).size).toBe(SURAH_COUNT);
    expect(SURAH_NAMES_BN.every((name) => /^[\u0980-\u09FF\s-]+$/.test(name))).toBe(true);
    expect([surahName(1), surahName(2), surahName(36), surahName(114)]).toEqual([
      'আল-ফাতিহা',
      'আল-বাকারা',
      'ইয়াসিন',
      'আন-নাস',
    ]);
    expect(isSurah(0) || isSurah(115) || isSurah(1.5)).toBe(false);
  });

  it('reads each surah whole from quran-json, with its ayahs in order, once per process', async () => {
    const counts = await Promise.all(
      Array.from({ length: SURAH_COUNT }, async (_, i) => (await surah(i + 1)).ayahs.length),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6236);
    expect([counts[0], counts[1], counts[113]]).toEqual([7, 286, 6]);
    expect(surah(2)).toBe(surah(2));
    const baqarah = await surah(2);
    expect(baqarah.ayahs.every((ayah, i) => ayah.number === i + 1 && ayah.words.length > 0)).toBe(true);
    expect(
      baqarah.ayahs.every(
        (ayah) => ayah.words.join(' ').replace(/\s+/g, '') === ayah.text.replace(/\s+/g, ''),
      ),
    ).toBe(true);
    // The Arabic-only file, never the Bengali one (a translation for non-commercial use: docs/licences.md).
    expect(chapterFile(2)).toBe('quran-json/dist/chapters/2.json');
    expect(
      baqarah.ayahs.every((ayah) => !('translation' in ayah) && !/[\u0980-\u09FF]/.test(ayah.text)),
    ).toBe(true);
    await expect(surah(115)).rejects.toThrow();
  });

  it('answers a range of ayahs', async () => {
    expect((await ayahRange(1, 2, 4)).map((ayah) => ayah.number)).toEqual([2, 3, 4]);
  });
});
