// Where a typed search goes: /search/{key} (spec section 2), with the key normalised like the index.
import { normalizeForSearch } from '@bazaar/fa/normalize';

/** '  پمپ  آب ' → '/search/پمپ%20آب'; null when nothing searchable is left. */
export function searchHref(rawQuery: string): string | null {
  const key = normalizeForSearch(rawQuery);
  return key ? `/search/${encodeURIComponent(key)}` : null;
}
