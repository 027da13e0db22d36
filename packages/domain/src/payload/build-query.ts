import { isBlankQueryValue, querySerializer } from '@tilawat/sdk';

/**
 * A query object without the parameters the product specification leaves out (null,
 * empty, a single space); `false` and `0` stay. Blank items of arrays go too.
 */
export function buildQuery<T extends Record<string, unknown>>(params: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isBlankQueryValue(item));
      if (items.length) kept[key] = items as T[keyof T];
    } else if (!isBlankQueryValue(value)) {
      kept[key] = value;
    }
  }
  return kept;
}

/** The same rule as a query string, with its '?' when anything is left: for links and redirects. */
export function toQueryString(params: Record<string, unknown>): string {
  const query = querySerializer(params);
  return query ? `?${query}` : '';
}
