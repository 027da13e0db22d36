// The mushaf's order and divisions for memorisation (issue 41), from quran-meta's Hafs data (MIT,
// docs/licences.md) — never a hand-typed table. An ayah is named two ways: by surah and ayah (what a
// learner reads) and by its place in the mushaf, 1–6,236 (what a plan counts and stores).
import {
  findAyahIdBySurah,
  findJuzByAyahId,
  findSurahAyahByAyahId,
  getAyahCountInSurah,
  getJuzMeta,
  type Juz,
  meta,
  type Surah,
} from 'quran-meta/hafs';

/** An ayah by surah and ayah number. */
export interface QuranPoint {
  surah: number;
  ayah: number;
}

/** How many ayahs the mushaf holds (6,236). */
export const AYAH_COUNT: number = meta.numAyahs;
/** How many surahs (114) and juz (30). */
export const SURAH_COUNT: number = meta.numSurahs;
export const JUZ_COUNT: number = meta.numJuzs;

const isWhole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

/** How many ayahs a surah has; 0 for a number that names no surah. */
export function surahLength(surah: number): number {
  return isWhole(surah, SURAH_COUNT) ? getAyahCountInSurah(surah as Surah) : 0;
}

/** The ayah's place in the mushaf (1–6,236), or null when the surah or the ayah does not exist. */
export function ayahId(point: QuranPoint): number | null {
  if (!isWhole(point.ayah, surahLength(point.surah))) return null;
  return findAyahIdBySurah(point.surah as Surah, point.ayah as never);
}

/** The surah and ayah at a place in the mushaf (1–6,236). */
export function pointOf(id: number): QuranPoint {
  if (!isWhole(id, AYAH_COUNT)) throw new RangeError(`no ayah ${id}`);
  const [surah, ayah] = findSurahAyahByAyahId(id);
  return { surah, ayah };
}

/** The place of the last ayah of the surah that holds `id`. */
export function surahEnd(id: number): number {
  const { surah } = pointOf(id);
  return ayahId({ surah, ayah: surahLength(surah) }) as number;
}

/** A juz's first and last ayah (1–30). */
export function juzRange(juz: number): { first: QuranPoint; last: QuranPoint } {
  if (!isWhole(juz, JUZ_COUNT)) throw new RangeError(`no juz ${juz}`);
  const { first, last } = getJuzMeta(juz as Juz);
  return { first: { surah: first[0], ayah: first[1] }, last: { surah: last[0], ayah: last[1] } };
}

/** The juz a range is exactly (its first ayah to its last), or null when it is not one whole juz. */
export function wholeJuz(first: number, last: number): number | null {
  const juz = findJuzByAyahId(first);
  const { firstAyahId, lastAyahId } = getJuzMeta(juz);
  return firstAyahId === first && lastAyahId === last ? juz : null;
}

/** Splits a range of the mushaf at the ends of surahs: each part lies inside one surah. */
export function splitBySurah(first: number, last: number): { first: number; last: number }[] {
  const parts: { first: number; last: number }[] = [];
  for (let at = first; at <= last; ) {
    const end = Math.min(last, surahEnd(at));
    parts.push({ first: at, last: end });
    at = end + 1;
  }
  return parts;
}
