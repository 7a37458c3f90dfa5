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
  // The assistant without a saved conversation (decision 080; `?c=` renders per request).
  /^\/ai$/,
  new RegExp(`^/suppliers/(?:${CATEGORY_TYPES.join('|')})$`),
  // Product search of one category type opened without a query (decision 070).
  new RegExp(`^/products/search/(?:${CATEGORY_TYPES.join('|')})$`),
];

const TYPES = CATEGORY_TYPES.join('|');

/**
 * Pages addressed by an id or a name the API must know (decision 070): the proxy rewrites their bare address
 * to the twin, and lets the twin's address render, only when the check named here says the thing exists
 * (an unknown id would otherwise become a cached 404 per address typed). Named groups feed the check.
 */
export const CHECKED_BARE_ADDRESS_PAGES = {
  /** A category's articles; the proxy's canonical-name check is the existence check. */
  categoryContents: /^\/category\/contents\/[^/]+\/(?<id>[^/]+)\/(?<slug>[^/]+)$/,
  /** A supplier's delegations (canonical name). */
  supplierDelegations: /^\/supplier\/(?<id>[^/]+)\/merchantDelegations\/(?<slug>[^/]+)$/,
  /** Suppliers of a category (canonical name). */
  suppliersInCategory: /^\/supplier\/category\/(?<id>[^/]+)\/(?<slug>[^/]+)$/,
  /** A base product's offers (canonical name). */
  baseProduct: /^\/products\/base-product\/(?<id>[^/]+)\/(?<slug>[^/]+)$/,
  /** A public supplier's articles. */
  supplierContentList: /^\/supplier\/(?<supplierId>[^/]+)\/content-list$/,
  /** A public supplier's products of one category type. */
  supplierProducts: new RegExp(`^/supplier/(?<supplierId>[^/]+)/products/(?:${TYPES})$`),
  /** One supplier's products in a category. */
  supplierCategoryProducts: /^\/products\/category\/(?<categoryId>[^/]+)\/supplier\/(?<supplierId>[^/]+)$/,
  /** Articles carrying a label some published article carries. */
  contentLabel: /^\/contents\/label\/(?<label>[^/]+)$/,
  /** A content type's articles (decision 080); `/contents/label` is not an id, so never a content type. */
  contentType: /^\/contents\/(?<id>[^/]+)$/,
} as const;

export type CheckedBarePage = keyof typeof CHECKED_BARE_ADDRESS_PAGES;

/** The checked page `path` is the bare address of, with its groups, or null. */
export function checkedBarePage(path: string): { page: CheckedBarePage; groups: Record<string, string> } | null {
  for (const [page, pattern] of Object.entries(CHECKED_BARE_ADDRESS_PAGES) as Array<[CheckedBarePage, RegExp]>) {
    const match = pattern.exec(path);
    if (match) return { page, groups: { ...match.groups } };
  }
  return null;
}

const isBarePage = (path: string) =>
  BARE_ADDRESS_PAGES.some((pattern) => pattern.test(path)) || checkedBarePage(path) !== null;

const TWIN = /^(?<path>\/.+)\/cached\/(?<key>[^/]+)$/;

/** The query's own names, without Next's marker of a router request. */
function queryNames(url: URL): string[] {
  return [...url.searchParams.keys()].filter((name) => name !== '_rsc');
}

/** The page address a twin's address stands for (`{path}` of `{path}/cached/{key}`), or null. */
export function twinPagePath(url: URL): string | null {
  const path = TWIN.exec(url.pathname)?.groups?.path;
  return path !== undefined && isBarePage(path) ? path : null;
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
