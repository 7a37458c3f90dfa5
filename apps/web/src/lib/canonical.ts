// Canonical URL rule of spec section 1: keep whitelisted query parameters only, sorted by name;
// optionally lowercase the path.

export type SearchParamsInput = URLSearchParams | Record<string, string | readonly string[] | undefined> | undefined;

export interface CanonicalOptions {
  whitelist: readonly string[];
  lowercase: boolean;
  /** e.g. 'https://bazaar.example'; a trailing slash is ignored. */
  origin: string;
}

function toPairs(searchParams: SearchParamsInput): Array<[string, string]> {
  if (!searchParams) return [];
  if (searchParams instanceof URLSearchParams) return [...searchParams.entries()];
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    for (const item of values) pairs.push([name, item]);
  }
  return pairs;
}

/** Collapses duplicate slashes and drops a trailing slash, so '/a//b/' and '/a/b' share one canonical. */
function tidyPath(pathname: string): string {
  const withLeadingSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const collapsed = withLeadingSlash.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Lowercases only what a human reads as letters; percent-escapes keep their case so '%D9%BE' stays valid. */
function lowercasePath(pathname: string): string {
  return pathname.replace(/%[0-9a-fA-F]{2}|[^%]+/g, (part) =>
    part.startsWith('%') ? part.toUpperCase() : part.toLowerCase(),
  );
}

export function buildCanonical(pathname: string, searchParams: SearchParamsInput, options: CanonicalOptions): string {
  const allowed = new Set(options.whitelist);
  const kept = toPairs(searchParams)
    .filter(([name, value]) => allowed.has(name) && value !== '')
    // Sort by name only; Array#sort is stable, so repeated names keep the order they were given in.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const url = new URL(options.origin);
  // Assigning to URL#pathname percent-encodes Persian segments the same way the browser would.
  url.pathname = tidyPath(pathname);
  if (options.lowercase) url.pathname = lowercasePath(url.pathname);
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.toString();
}
