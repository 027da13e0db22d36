import type { V2Schemas } from '@tilawat/sdk';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import * as cms from './cms.repository';

/** The site's pages and header-footer, as published (the console will edit them). */
export function createCmsService({ db }: { db: Db }) {
  return {
    async headerFooter(): Promise<V2Schemas['HeaderFooter']> {
      const value = await cms.findDocument(db, 'header-footer');
      if (value === undefined) throw new DomainError('HEADER_FOOTER_NOT_FOUND');
      return value as V2Schemas['HeaderFooter'];
    },

    async page(slug: string) {
      const page = await cms.findPage(db, slug);
      if (!page) throw new DomainError('PAGE_NOT_FOUND');
      return page;
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
