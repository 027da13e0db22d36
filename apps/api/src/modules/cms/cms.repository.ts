// The CMS area's reads: pages by slug and small site-wide documents by key.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cmsPages, siteDocuments } from './cms.table';

export type CmsPageRow = typeof cmsPages.$inferSelect;

export async function findPage(db: Db | Tx, slug: string): Promise<CmsPageRow | undefined> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug));
  return row;
}

/** A site-wide document's value (such as `header-footer`), or undefined before it is published. */
export async function findDocument(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key));
  return row?.value;
}
