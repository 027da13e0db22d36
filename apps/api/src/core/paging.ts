import { sql } from 'drizzle-orm';

/** The contract's paging query: `page` (1-based) and `limit`; ajv has already applied their defaults and bounds. */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** The contract's page of a list (docs/decisions/0001-contract-first.md). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** `page`, `limit` and the rows before the page, with the contract's defaults (page 1, 20 a page). */
export function paging(query: PageQuery): { page: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

/** The number of matching rows beside each row of a page (select it as `total`), so that one query answers both. */
export const totalSql = sql<number>`(count(*) over ())::int`;

/**
 * One page of a query and the total of all matches: the query selects {@link totalSql} as `total`, so
 * the page's rows carry the total, and `countAll` runs only for a page past the end, which has no rows
 * to carry it. The query's own order decides what a page holds.
 */
export function withPagination<Row extends { total: number }>(
  select: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  countAll: () => PromiseLike<{ n: number }[]>,
  query: PageQuery,
): Promise<Page<Row>> {
  return pageOf((limit, offset) => select.limit(limit).offset(offset), countAll, query);
}

/**
 * {@link withPagination} for a query that takes its page as values: a prepared one (db/prepared.ts)
 * whose text ends in `limit` and `offset` placeholders, say.
 */
export async function pageOf<Row extends { total: number }>(
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  countAll: () => PromiseLike<{ n: number }[]>,
  query: PageQuery,
): Promise<Page<Row>> {
  const { page, limit, offset } = paging(query);
  const items = await rows(limit, offset);
  const total = items[0]?.total ?? (page > 1 ? ((await countAll())[0]?.n ?? 0) : 0);
  return { items, total, page, limit };
}

/** One page of a list already in memory. */
export function pageOfList<T>(list: readonly T[], query: PageQuery): Page<T> {
  const { page, limit, offset } = paging(query);
  return { items: list.slice(offset, offset + limit), total: list.length, page, limit };
}

/** The same page with each item mapped (rows to the contract's JSON). */
export function mapPage<A, B>(page: Page<A>, map: (item: A) => B): Page<B> {
  return { ...page, items: page.items.map(map) };
}
