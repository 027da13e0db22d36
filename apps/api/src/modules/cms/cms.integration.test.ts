import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../../test/helpers';
import { getter } from '../../../test/seeded';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
const get = getter(() => t);

appForFile((app) => {
  t = app;
});

describe('v2 CMS', () => {
  it('answers the header and footer', async () => {
    const body = await get<V2Schemas['HeaderFooter']>('/api/v2/cms/public/header-footer');
    expect(body.header_links.length).toBeGreaterThan(0);
    expect(body.footer_columns.length).toBeGreaterThan(0);
    expect(body.copyright).toMatch(bengali);
  });

  it('answers published pages and 404 for others', async () => {
    for (const slug of ['about-us', 'privacy-policy']) {
      const page = await get<V2Schemas['CmsPage']>(`/api/v2/cms/public/${slug}`);
      expect(page.slug).toBe(slug);
      expect(page.body_html).toMatch(/^<h2>/);
      expect(page.title).toMatch(bengali);
    }
    const missing = await get<V2Schemas['Error']>('/api/v2/cms/public/no-such-page', null, 404);
    expect(missing.msg).toMatch(bengali);
    await get('/api/v2/cms/public/Not_A_Slug', null, 400);
  });
});
