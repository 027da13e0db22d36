import { headerFooter } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { buildSitemap, linkedCmsSlugs } from './site-map';

describe('buildSitemap', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('lists home, the catalogue, the webinars and each course page as absolute URLs', () => {
    const urls = buildSitemap('https://tilawat.com.bd/', [{ slug: 'tajweed' }], now).map((e) => e.url);
    expect(urls).toEqual([
      'https://tilawat.com.bd/',
      'https://tilawat.com.bd/al-quran-course',
      'https://tilawat.com.bd/orientation',
      'https://tilawat.com.bd/al-quran-course/tajweed',
    ]);
  });

  it('still lists the fixed pages when the catalogue could not be read', () => {
    expect(buildSitemap('http://localhost:3000', [], now)).toHaveLength(3);
  });

  it('lists the CMS pages it is given after the courses', () => {
    const urls = buildSitemap('http://localhost:3000', [], now, ['about-us']).map((e) => e.url);
    expect(urls.at(-1)).toBe('http://localhost:3000/about-us');
  });
});

describe('linkedCmsSlugs', () => {
  const link = (href: string, external = false) => ({ label: 'x', href, external });
  const site = (hrefs: { label: string; href: string; external: boolean }[]) => ({
    ...headerFooter,
    header_links: [],
    footer_columns: [{ title: 'তিলাওয়াত', links: hrefs }],
  });

  it('takes the single-segment internal links that can name a CMS page, once each', () => {
    const given = site([
      link('/about-us'),
      link('/privacy-policy'),
      link('/about-us/'),
      link('/al-quran-course/tajweed'),
      link('/'),
      link('/header-footer'),
      link('https://www.facebook.com/tilawat', true),
      link('/Refund.php'),
    ]);
    expect(linkedCmsSlugs(given)).toEqual(['about-us', 'privacy-policy']);
    expect(linkedCmsSlugs(site([link('/al-quran-course')]))).toEqual(['al-quran-course']);
  });

  it('is empty without a published header and footer', () => {
    expect(linkedCmsSlugs(null)).toEqual([]);
  });
});
