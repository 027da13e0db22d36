import { createQuerySerializer } from 'openapi-fetch';

type QueryValue = unknown;

/**
 * True for values a query string must not carry (the product specification's rule): null, undefined, '' and '
 * '.
 */
export function isBlankQueryValue(value: QueryValue): boolean {
  return value === null || value === undefined || value === '' || value === ' ';
}

// Pure: bundlers drop it (and openapi-fetch) when only other exports are imported.
const serialize = /* @__PURE__ */ createQuerySerializer({ array: { style: 'form', explode: true } });

/**
 * Query serializer for both clients: parameters that are null, empty or a single
 * space are omitted (the product specification's rule); `false` and `0` are kept.
 */
export function querySerializer(query: Record<string, QueryValue>): string {
  const kept: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isBlankQueryValue(item));
      if (items.length) kept[key] = items;
    } else if (!isBlankQueryValue(value)) {
      kept[key] = value;
    }
  }
  return serialize(kept);
}
