// The Quran's text as the practice shows and marks it: the Uthmani text of npm `quran-json` (CC BY-SA 4.0
// by its LICENSE.txt, though its package.json says CC-BY-4.0; the text from quranenc.com), read one surah
// at a time from the package's Arabic-only files and split into words once per process. No meaning: the
// package's Bengali translation is licensed for non-commercial use only and Tilawat sells its courses, so
// its translation files are never read (docs/licences.md; src/licences.test.ts checks).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SURAH_NAMES_BN } from './surah-names';

/** One ayah: its number, its Uthmani text and the words a teacher marks. */
export interface Ayah {
  number: number;
  text: string;
  words: string[];
}

export interface Surah {
  number: number;
  /** The Bengali name (surah-names.ts). */
  name: string;
  ayahs: Ayah[];
}

export const SURAH_COUNT = 114;

/** Whether `n` names a surah (1–114). */
export const isSurah = (n: number) => Number.isInteger(n) && n >= 1 && n <= SURAH_COUNT;

/** The surah's Bengali name. */
export function surahName(n: number): string {
  const name = SURAH_NAMES_BN[n - 1];
  if (!name) throw new Error(`no surah ${n}`);
  return name;
}

/**
 * An ayah's words, split at whitespace. A token without a letter — only Quranic annotation marks, such
 * as the stop signs ۖ ۗ ۚ ۛ (U+06D6–U+06ED) written apart — is no word of its own: it stays with the
 * word before it (or, first in the ayah, with the word after it), so the indexes a teacher marks are
 * the words a learner reads.
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let pending = '';
  for (const token of text.trim().split(/\s+/u)) {
    if (token === '') continue;
    if (!/\p{L}/u.test(token)) {
      if (words.length > 0) words[words.length - 1] = `${words[words.length - 1]} ${token}`;
      else pending = pending ? `${pending} ${token}` : token;
      continue;
    }
    words.push(pending ? `${pending} ${token}` : token);
    pending = '';
  }
  if (pending) words.push(pending);
  return words;
}

const require = createRequire(import.meta.url);
const loaded = new Map<number, Promise<Surah>>();

/** `dist/chapters/<n>.json`: the Arabic text (and an English transliteration, which is not read). */
interface ChapterFile {
  id: number;
  total_verses: number;
  verses: { id: number; text: string }[];
}

/** The package file a surah is read from: the Arabic-only one, never a translation's. */
export const chapterFile = (n: number) => `quran-json/dist/chapters/${n}.json`;

async function load(n: number): Promise<Surah> {
  const path = require.resolve(chapterFile(n));
  const chapter = JSON.parse(await readFile(path, 'utf8')) as ChapterFile;
  if (chapter.id !== n || chapter.verses.length !== chapter.total_verses) {
    throw new Error(`quran-json's surah ${n} is not whole`);
  }
  return {
    number: n,
    name: surahName(n),
    ayahs: chapter.verses.map((verse) => ({
      number: verse.id,
      text: verse.text,
      words: splitWords(verse.text),
    })),
  };
}

/** A surah with its ayahs, read and split on first use and kept for the life of the process. */
export function surah(n: number): Promise<Surah> {
  if (!isSurah(n)) return Promise.reject(new Error(`no surah ${n}`));
  let found = loaded.get(n);
  if (!found) {
    found = load(n);
    // a failed read is not kept: the next call reads again
    found.catch(() => loaded.delete(n));
    loaded.set(n, found);
  }
  return found;
}

/** The ayahs `from`–`to` of a surah (a range the assignment's checks have kept inside it). */
export async function ayahRange(n: number, from: number, to: number): Promise<Ayah[]> {
  return (await surah(n)).ayahs.filter((ayah) => ayah.number >= from && ayah.number <= to);
}
