import type { ContractHandlers } from '../../core/handlers';
import type { CmsService } from './cms.service';

/** The v2 CMS reads: the site's header-footer and its pages. */
export function cmsHandlers(cms: CmsService): ContractHandlers {
  return {
    v2: {
      v2GetHeaderFooter: () => cms.headerFooter(),

      v2GetCmsPage: async ({ params }) => {
        const page = await cms.page(params.slug);
        return {
          slug: page.slug,
          title: page.title,
          body_html: page.bodyHtml,
          meta_title: page.metaTitle,
          meta_description: page.metaDescription,
          updated_at: page.updatedAt.toISOString(),
        };
      },
    },
  };
}
