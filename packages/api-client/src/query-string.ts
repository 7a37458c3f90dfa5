// Turns request query parameters into a URL query string in one of the API's three notations.

/**
 * How arrays and nested objects are written:
 * - `repeat`:   `ids=1&ids=2`;         objects `paging.page=2`;  arrays of objects `filters[0].id=5`
 * - `brackets`: `ids[]=1&ids[]=2`;     objects `paging[page]=2`; arrays of objects `filters[0][id]=5`
 * - `dotted`:   `ids[0]=1&ids[1]=2`;   objects `paging.page=2`;  arrays of objects `filters[0].id=5`
 *
 * `repeat` is meant for flat parameters; it falls back to dotted notation for nested objects.
 */
export type QueryStyle = 'repeat' | 'brackets' | 'dotted';

export type QueryParams = Record<string, unknown>;

/**
 * Serialises `params` in insertion order to `''` (nothing to send) or `?a=1&b=2`.
 * `undefined` and `null` are skipped (also inside arrays and objects), dates become ISO-8601 strings,
 * values are percent-encoded with `encodeURIComponent`; the brackets and dots of keys stay readable.
 */
export function serializeQuery(params: QueryParams, style: QueryStyle = 'repeat'): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    appendPairs(pairs, encodeKey(key), value, style);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function appendPairs(pairs: string[], key: string, value: unknown, style: QueryStyle): void {
  if (value === undefined || value === null) return;

  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      appendPairs(pairs, arrayItemKey(key, index, isNested(item), style), item, style);
    });
    return;
  }

  if (isNested(value)) {
    for (const [child, childValue] of Object.entries(value)) {
      const childKey = style === 'brackets' ? `${key}[${encodeKey(child)}]` : `${key}.${encodeKey(child)}`;
      appendPairs(pairs, childKey, childValue, style);
    }
    return;
  }

  pairs.push(`${key}=${encodeURIComponent(scalarToString(value, key))}`);
}

function arrayItemKey(key: string, index: number, nested: boolean, style: QueryStyle): string {
  // Nested items need their index in every style, otherwise their members could not be told apart.
  if (nested || style === 'dotted') return `${key}[${index}]`;
  return style === 'brackets' ? `${key}[]` : key;
}

/** Arrays and plain objects are containers; dates are scalars. */
function isNested(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function scalarToString(value: unknown, key: string): string {
  if (value instanceof Date) return value.toISOString();
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      throw new TypeError(`Query parameter "${decodeURIComponent(key)}" has an unsupported ${typeof value} value`);
  }
}

/** Percent-encodes a key but keeps `[` and `]` readable (`.` is never encoded by encodeURIComponent). */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}
