// Fallback page title of spec section 2: built from the last path segment when a route has none.

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' is not worth a crash; show the raw segment
  }
}

/** '/page/درباره-ما' → 'درباره ما'; '/' → '' (the caller then uses the site default). */
export function titleFromPath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return '';
  return safeDecode(last).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}
