// The CMS area's reads and writes: pages by slug and small site-wide documents by key.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cmsPages, siteDocuments } from './cms.table';

export type CmsPageRow = typeof cmsPages.$inferSelect;

export async function findPage(db: Db | Tx, slug: string): Promise<CmsPageRow | undefined> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug));
  return row;
}

/** Writes a page at its slug, new or over the one there: the row as stored. */
export async function upsertPage(db: Db | Tx, page: CmsPageRow): Promise<CmsPageRow> {
  const { slug, ...rest } = page;
  const [row] = await db
    .insert(cmsPages)
    .values(page)
    .onConflictDoUpdate({ target: cmsPages.slug, set: rest })
    .returning();
  return row as CmsPageRow;
}

/** A site-wide document's value (such as `header-footer`), or undefined before it is published. */
export async function findDocument(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key));
  return row?.value;
}
