import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { pageMetadata } from './page-metadata';

describe('pageMetadata', () => {
  it("defaults to the site's title, the Bengali description and the home page", () => {
    const meta = pageMetadata();
    expect(meta.title).toBe('Learn Quran Online | তিলাওয়াত');
    expect(meta.title).toBe(DEFAULT_TITLE);
    expect(meta.description).toBe(DEFAULT_DESCRIPTION);
    expect(meta.alternates).toEqual({ canonical: '/' });
    expect(meta.openGraph).toMatchObject({
      locale: 'bn_BD',
      siteName: 'তিলাওয়াত',
      url: '/',
      title: DEFAULT_TITLE,
    });
  });

  it('suffixes a page title and repeats title and description in Open Graph', () => {
    const meta = pageMetadata({ title: 'আল-কুরআন কোর্স', description: 'সব কোর্স', path: '/al-quran-course' });
    expect(meta.title).toBe('আল-কুরআন কোর্স | তিলাওয়াত');
    expect(meta.openGraph).toMatchObject({
      title: 'আল-কুরআন কোর্স | তিলাওয়াত',
      description: 'সব কোর্স',
      url: '/al-quran-course',
    });
  });

  it('keeps a long title within 60 characters', () => {
    const meta = pageMetadata({ title: 'কুরআন '.repeat(30) });
    expect(Array.from(String(meta.title)).length).toBeLessThanOrEqual(60);
  });
});
