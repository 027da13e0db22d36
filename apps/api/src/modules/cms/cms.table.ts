// The CMS area's tables: pages and small site-wide documents such as the header-footer.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const cmsPages = pgTable('cms_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  metaTitle: text(),
  metaDescription: text(),
  updatedAt: createdAt(),
});

/** Small site-wide documents, such as the CMS header-footer, by key. */
export const siteDocuments = pgTable('site_documents', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});
