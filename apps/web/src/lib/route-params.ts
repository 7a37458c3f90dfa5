// Reading path segments and query parameters the way every page does: leniently, never trusting them.

/** Largest id the API accepts (a PostgreSQL integer). */
const MAX_PUBLIC_ID = 2_147_483_647;

/** Query values as Next passes them to pages. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** '12' → 12; anything that is not a positive integer id the API could know ('0', 'abc', '1.5', '99999999999') → null. */
export function parsePublicId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_PUBLIC_ID ? id : null;
}

/** The first value of a query parameter, or undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Last page number the API serves (its paging limit). */
export const MAX_PAGE = 10_000;

/** `?page=` as a number: absent or empty → 1; garbage or out of range → null (the caller answers 404). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  const raw = firstParam(value)?.trim();
  if (!raw) return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** decodeURIComponent that answers null for a malformed escape instead of throwing. */
export function safeDecodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
