import { sanitizeCmsHtml } from '@tilawat/domain/html';
import type { V2Schemas } from '@tilawat/sdk';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import * as cms from './cms.repository';

/** What an editor writes of a page; the time it is written is the clock's. */
export type CmsPageInput = Omit<cms.CmsPageRow, 'updatedAt'>;

/**
 * The site's pages and header-footer. A page's `body_html` goes through the one HTML policy
 * (`@tilawat/domain/html`, issue 35) when it is written and again when it is answered, so a page
 * stored before the policy, or by hand, is served clean too.
 */
export function createCmsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async headerFooter(): Promise<V2Schemas['HeaderFooter']> {
      const value = await cms.findDocument(db, 'header-footer');
      if (value === undefined) throw new DomainError('HEADER_FOOTER_NOT_FOUND');
      return value as V2Schemas['HeaderFooter'];
    },

    async page(slug: string) {
      const page = await cms.findPage(db, slug);
      if (!page) throw new DomainError('PAGE_NOT_FOUND');
      return { ...page, bodyHtml: sanitizeCmsHtml(page.bodyHtml) };
    },

    /**
     * Publishes a page at its slug (new, or over the one there) with only the HTML the policy allows:
     * the one way the api writes a page, for the console's editor to call.
     */
    async savePage(page: CmsPageInput) {
      return cms.upsertPage(db, {
        ...page,
        bodyHtml: sanitizeCmsHtml(page.bodyHtml),
        updatedAt: clock.now(),
      });
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
