// Pages that read their query (a search, a page number) are rendered per request, yet most visitors land on
// their bare address, which is the same for everyone; pages without a segment that a build without the API
// made per request (feedback, how-it-work) likewise. For those listed here the proxy rewrites the bare
// address (no query but Next's own `_rsc`) to an ISR twin, `{path}/cached/all`, that renders the page with
// an empty query on its first visit (issue 34, docs/decisions/062); anything with a query still renders per
// request.

import { CATEGORY_TYPES } from '@bazaar/contracts/category-types';

export const BARE_ADDRESS_KEY = 'all';

/**
 * The pages with a twin at `{path}/cached/all`, as whole-path patterns (each needs its route file and
 * entries in the proxy's matcher). A pattern's set of addresses must be bounded: each is a cache entry.
 */
const BARE_ADDRESS_PAGES: readonly RegExp[] = [
  /^\/faq$/,
  /^\/videos$/,
  /^\/feedback$/,
  /^\/how-it-work$/,
  // The assistant's fresh and language-model pages are nobody's (decision 064).
  /^\/(?:newai|openai)$/,
  new RegExp(`^/suppliers/(?:${CATEGORY_TYPES.join('|')})$`),
];

const isBarePage = (path: string) => BARE_ADDRESS_PAGES.some((pattern) => pattern.test(path));

const TWIN = /^(?<path>\/.+)\/cached\/(?<key>[^/]+)$/;

/** The query's own names, without Next's marker of a router request. */
function queryNames(url: URL): string[] {
  return [...url.searchParams.keys()].filter((name) => name !== '_rsc');
}

/** The twin to rewrite `url` to, or null when it is not a bare address of a listed page. */
export function bareAddressTwin(url: URL): URL | null {
  if (!isBarePage(url.pathname) || queryNames(url).length > 0) return null;
  const target = new URL(url);
  target.pathname = `${url.pathname}/cached/${BARE_ADDRESS_KEY}`;
  return target;
}

/**
 * For an address of a twin route: whether it is one the rewrite makes (then it renders), or not (then the
 * proxy answers 404, so nobody can add cache entries). null: not a twin's address.
 */
export function isBareAddressTwin(url: URL): boolean | null {
  const match = TWIN.exec(url.pathname)?.groups;
  if (!match || !isBarePage(match.path ?? '')) return null;
  return match.key === BARE_ADDRESS_KEY && queryNames(url).length === 0;
}
