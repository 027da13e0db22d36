import { buildPageMeta } from '@tilawat/domain';
import { ApiError } from '@tilawat/sdk';
import { describe, expect, it, vi } from 'vitest';
import { cmsPageDescription, cmsPageTitle, getCmsPage, isCmsSlug } from './cms-pages';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('./api', () => ({ api: { v2: { GET: get } } }));

const aboutUs = {
  slug: 'about-us',
  title: 'আমাদের সম্পর্কে',
  body_html: '<h2>তিলাওয়াত</h2><p>ঘরে বসে শুদ্ধ করে কুরআন তিলাওয়াত শেখা।</p>',
  meta_title: 'আমাদের সম্পর্কে — তিলাওয়াত',
  meta_description: 'তিলাওয়াত সম্পর্কে',
  updated_at: '2026-10-15T12:00:00+06:00',
};

describe('getCmsPage', () => {
  it('reads GET /api/v2/cms/public/{slug}', async () => {
    get.mockResolvedValueOnce({ data: aboutUs });
    await expect(getCmsPage('about-us')).resolves.toEqual({ ok: true, data: aboutUs });
    expect(get).toHaveBeenCalledWith('/cms/public/{slug}', { params: { path: { slug: 'about-us' } } });
  });

  it("turns the api's 404 into a value the page turns into its own 404", async () => {
    get.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'পাতাটি খুঁজে পাওয়া যায়নি।'));
    await expect(getCmsPage('no-such-page')).resolves.toMatchObject({ ok: false, status: 404 });
  });
});

describe('isCmsSlug', () => {
  it.each([
    { given: 'about-us', want: true },
    { given: 'privacy-policy', want: true },
    { given: 'refund-policy', want: true },
    { given: 'faq2', want: true },
    { given: 'header-footer', want: false },
    { given: 'About-Us', want: false },
    { given: 'about--us', want: false },
    { given: '-about', want: false },
    { given: 'wp-login.php', want: false },
    { given: '..', want: false },
    { given: '', want: false },
    { given: 'a'.repeat(121), want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isCmsSlug(given)).toBe(want);
  });
});

describe('cmsPageTitle', () => {
  it.each([
    { given: { title: 'আমাদের সম্পর্কে', meta_title: 'আমাদের সম্পর্কে — তিলাওয়াত' }, want: 'আমাদের সম্পর্কে' },
    { given: { title: 'রিফান্ড নীতি', meta_title: 'রিফান্ড নীতি | তিলাওয়াত' }, want: 'রিফান্ড নীতি' },
    { given: { title: 'গোপনীয়তা নীতি', meta_title: 'আপনার তথ্য ও গোপনীয়তা' }, want: 'আপনার তথ্য ও গোপনীয়তা' },
    { given: { title: 'গোপনীয়তা নীতি', meta_title: null }, want: 'গোপনীয়তা নীতি' },
    { given: { title: 'গোপনীয়তা নীতি', meta_title: '  ' }, want: 'গোপনীয়তা নীতি' },
    { given: { title: 'তিলাওয়াত', meta_title: 'তিলাওয়াত' }, want: 'তিলাওয়াত' },
    { given: { title: 'তিলাওয়াত পরিবার', meta_title: null }, want: 'তিলাওয়াত পরিবার' },
  ])('$given.meta_title / $given.title → $want', ({ given, want }) => {
    expect(cmsPageTitle(given)).toBe(want);
  });

  it('never names the product twice in the page title', () => {
    const meta = buildPageMeta({
      title: cmsPageTitle({ title: 'আমাদের সম্পর্কে', meta_title: 'আমাদের সম্পর্কে — তিলাওয়াত' }),
    });
    expect(meta.title).toBe('আমাদের সম্পর্কে | তিলাওয়াত');
  });
});

describe('cmsPageDescription', () => {
  it("keeps the editor's description and leaves an empty one to domain's default", () => {
    expect(cmsPageDescription({ meta_description: 'রিফান্ডের নিয়ম' })).toBe('রিফান্ডের নিয়ম');
    expect(cmsPageDescription({ meta_description: null })).toBeUndefined();
    expect(cmsPageDescription({ meta_description: ' ' })).toBeUndefined();
  });
});
