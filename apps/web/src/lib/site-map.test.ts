import { describe, expect, it } from 'vitest';
import { buildSitemap } from './site-map';

describe('buildSitemap', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('lists home, the catalogue and each course page as absolute URLs', () => {
    const urls = buildSitemap('https://tilawat.com.bd/', [{ slug: 'tajweed' }], now).map((e) => e.url);
    expect(urls).toEqual([
      'https://tilawat.com.bd/',
      'https://tilawat.com.bd/al-quran-course',
      'https://tilawat.com.bd/al-quran-course/tajweed',
    ]);
  });

  it('still lists the fixed pages when the catalogue could not be read', () => {
    expect(buildSitemap('http://localhost:3000', [], now)).toHaveLength(2);
  });
});
