// Where a typed search goes: /search/{key} (spec section 2), the key as typed (searchRouteKey: only the
// documented folding; the marks of a number or a size kept, so «7.5kw» and «1/2» reach the engine whole).
import { searchRouteKey } from '@bazaar/fa/normalize';

/** '  پمپ  آب ' → '/search/پمپ%20آب'; null when nothing searchable is left. */
export function searchHref(rawQuery: string): string | null {
  const key = searchRouteKey(rawQuery);
  return key ? `/search/${encodeURIComponent(key)}` : null;
}
