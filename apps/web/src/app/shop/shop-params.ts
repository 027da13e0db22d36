import { parseId } from '@tilawat/domain';

/** Cards on a page of the shop. */
export const SHOP_PAGE_SIZE = 12;

/** The shop's query: a catalogue (its id) and a page; anything else is the first page of all cards. */
export function shopQuery(search: { catalog?: string | string[]; page?: string | string[] }) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const catalog = parseId(one(search.catalog) ?? '') ?? undefined;
  const page = parseId(one(search.page) ?? '') ?? 1;
  return { catalog, page: Math.min(page, 1000) };
}

/** A link to a page of the shop, keeping the catalogue. */
export function shopHref(query: { catalog?: number; page?: number }): string {
  const params = new URLSearchParams();
  if (query.catalog) params.set('catalog', String(query.catalog));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/shop?${search}` : '/shop';
}
