import { describe, expect, it } from 'vitest';
import {
  AYAH_COUNT,
  ayahId,
  juzRange,
  pointOf,
  splitBySurah,
  surahEnd,
  surahLength,
  wholeJuz,
} from './mushaf';

describe('the mushaf (quran-meta, Hafs)', () => {
  it('numbers 6,236 ayahs from al-Fatiha 1 to an-Nas 6', () => {
    expect(AYAH_COUNT).toBe(6236);
    expect(ayahId({ surah: 1, ayah: 1 })).toBe(1);
    expect(ayahId({ surah: 114, ayah: 6 })).toBe(6236);
    expect(pointOf(5673)).toEqual({ surah: 78, ayah: 1 });
  });

  it('refuses an ayah or a surah that does not exist', () => {
    expect(ayahId({ surah: 1, ayah: 8 })).toBeNull();
    expect(ayahId({ surah: 115, ayah: 1 })).toBeNull();
    expect(ayahId({ surah: 2, ayah: 0 })).toBeNull();
    expect(surahLength(0)).toBe(0);
    expect(() => pointOf(6237)).toThrow(RangeError);
  });

  it('knows juz 30 as an-Naba 1 to an-Nas 6, and only that range as a whole juz', () => {
    expect(juzRange(30)).toEqual({ first: { surah: 78, ayah: 1 }, last: { surah: 114, ayah: 6 } });
    expect(wholeJuz(5673, 6236)).toBe(30);
    expect(wholeJuz(5673, 6235)).toBeNull();
    expect(wholeJuz(1, 148)).toBe(1);
  });

  it('splits a range at the ends of surahs', () => {
    const naba = surahLength(78);
    expect(naba).toBe(40);
    expect(surahEnd(5673)).toBe(5712);
    expect(splitBySurah(5710, 5715)).toEqual([
      { first: 5710, last: 5712 },
      { first: 5713, last: 5715 },
    ]);
  });
});
