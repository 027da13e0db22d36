import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '../copy/brand';
import {
  buildPageMeta,
  DEFAULT_TITLE,
  META_DESCRIPTION_LIMIT,
  META_TITLE_LIMIT,
  truncateAtWord,
} from './page-meta';

const length = (s: string) => Array.from(s).length;

describe('buildPageMeta', () => {
  it('defaults to "Learn Quran Online" followed by the product name, with a Bengali description', () => {
    expect(buildPageMeta()).toEqual({
      title: 'Learn Quran Online | তিলাওয়াত',
      description: DEFAULT_DESCRIPTION,
    });
    expect(DEFAULT_TITLE.startsWith('Learn Quran Online')).toBe(true);
    expect(DEFAULT_DESCRIPTION).toMatch(/[\u0980-\u09FF]/);
    expect(length(DEFAULT_DESCRIPTION)).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
  });

  it.each([
    { given: { title: 'কোর্সসমূহ' }, want: 'কোর্সসমূহ | তিলাওয়াত' },
    { given: { title: '   ' }, want: DEFAULT_TITLE },
    { given: { title: null }, want: DEFAULT_TITLE },
  ])('title of $given.title is $want', ({ given, want }) => {
    expect(buildPageMeta(given).title).toBe(want);
  });

  it('keeps a long title within 60 characters, cut at a word', () => {
    const title = 'কুরআন শিক্ষা প্রাথমিক স্তর সন্ধ্যার ব্যাচ মাখরাজ হরকত তাজবিদ ও শুদ্ধ তিলাওয়াত অনুশীলন';
    const meta = buildPageMeta({ title });
    expect(length(meta.title)).toBeLessThanOrEqual(META_TITLE_LIMIT);
    expect(meta.title).toMatch(/… \| তিলাওয়াত$/);
    expect(title.startsWith(meta.title.replace(/… \| তিলাওয়াত$/, ''))).toBe(true);
  });

  it('keeps a long description within 155 characters', () => {
    const description = 'তাজবিদ '.repeat(60);
    const meta = buildPageMeta({ description });
    expect(length(meta.description)).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(meta.description.endsWith('তাজবিদ…')).toBe(true);
  });
});

describe('truncateAtWord', () => {
  it.each([
    { text: 'short', limit: 10, want: 'short' },
    { text: 'one two three four', limit: 10, want: 'one two…' },
    { text: 'abcdefghijklmnop', limit: 5, want: 'abcd…' },
    { text: 'one,   two, three', limit: 11, want: 'one, two…' },
  ])('$text within $limit is $want', ({ text, limit, want }) => {
    expect(truncateAtWord(text, limit)).toBe(want);
    expect(length(truncateAtWord(text, limit))).toBeLessThanOrEqual(limit);
  });
});
