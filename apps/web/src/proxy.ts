// Runs before rendering (Next 16's middleware, Node.js runtime). Its one job so far: canonical `{name}`
// segments. A request whose name is not the entity's slug answers 301 to the canonical URL (Next's
// permanentRedirect() could only send 308); an id the API does not know (or that is not an id) renders
// the 404 page in place; API failures go through to the page, which renders 404 or the error screen itself.
// It also sends requests to the page cache's routes (decisions 026 and 062): a product list's finite query,
// a supplier's section, the bare address of a page with a query (FAQ, videos…) are rewritten to ISR
// routes, and an ISR route addressed by a name answers 404 for names the API does not know, so nobody can
// add cache entries by typing addresses.
import { type NextRequest, NextResponse } from 'next/server';
import { handleSession } from '@/features/auth/session-proxy';
import { LISTING_CACHE_SEGMENT } from '@/features/catalog/listing-cache';
import { cachedListingTarget, isCanonicalCachedListing } from '@/features/catalog/listing-cache.server';
import { resolveBaseProductSlug, resolveProductSlug } from '@/features/catalog/product-slug.server';
import { resolveCategorySlug } from '@/features/categories/category-slug.server';
import { contentLabelExists } from '@/features/content/content-label-exists.server';
import { resolveContentPageSlug } from '@/features/content/content-slug.server';
import { contentTypeExists } from '@/features/content/content-type-exists.server';
import { staticPageExists } from '@/features/content/static-page-exists.server';
import { uniquePageNameOf } from '@/features/content/unique-page-name';
import { helpEntryExists } from '@/features/site/help-entry-exists.server';
import {
  CACHED_SUPPLIER_PATH,
  cachedSupplierTarget,
  isSupplierSection,
} from '@/features/suppliers/supplier-page-cache';
import { resolveSupplierSlug } from '@/features/suppliers/supplier-slug.server';
import {
  bareAddressTwin,
  type CheckedBarePage,
  checkedBarePage,
  isBareAddressTwin,
  twinPagePath,
} from '@/lib/bare-address-twins';
import { type CanonicalSlugRoute, checkCanonicalSlug } from '@/lib/canonical-slug';
import { parsePublicId, safeDecodeSegment } from '@/lib/route-params';
import { SLUG_ROUTE_PATTERNS } from '@/lib/slug-route-patterns';

/** Routes whose `{name}` segment is checked, first match wins; each needs an entry in `config.matcher`. */
const CANONICAL_SLUG_ROUTES: readonly CanonicalSlugRoute[] = [
  { name: 'supplier delegations', pattern: SLUG_ROUTE_PATTERNS.supplierDelegations, resolveSlug: resolveSupplierSlug },
  {
    name: 'suppliers in a category',
    pattern: SLUG_ROUTE_PATTERNS.suppliersInCategory,
    resolveSlug: resolveCategorySlug,
  },
  { name: 'supplier', pattern: SLUG_ROUTE_PATTERNS.supplier, resolveSlug: resolveSupplierSlug },
  { name: 'base product', pattern: SLUG_ROUTE_PATTERNS.baseProduct, resolveSlug: resolveBaseProductSlug },
  { name: 'products in a category', pattern: SLUG_ROUTE_PATTERNS.productsInCategory, resolveSlug: resolveCategorySlug },
  { name: 'product', pattern: SLUG_ROUTE_PATTERNS.product, resolveSlug: resolveProductSlug },
  { name: 'category properties', pattern: SLUG_ROUTE_PATTERNS.categoryProperties, resolveSlug: resolveCategorySlug },
  { name: 'category', pattern: SLUG_ROUTE_PATTERNS.category, resolveSlug: resolveCategorySlug },
  { name: 'category contents', pattern: SLUG_ROUTE_PATTERNS.categoryContents, resolveSlug: resolveCategorySlug },
  {
    name: 'supplier content page',
    pattern: SLUG_ROUTE_PATTERNS.supplierContentPage,
    resolveSlug: resolveContentPageSlug,
  },
  { name: 'content page', pattern: SLUG_ROUTE_PATTERNS.contentPage, resolveSlug: resolveContentPageSlug },
];

/**
 * Where a request for an id the API does not know is rewritten to. Next 16.4 sends notFound() from a
 * dynamic route as an empty HTML body that only scripts fill in; the root not-found page (what an
 * unmatched path gets) arrives complete with HTTP 404, so visitors without JavaScript and crawlers see it.
 */
const NOT_FOUND_PATH = '/_not-found';

/** ISR routes addressed by a name the API must know (decision 062); each needs an entry in `config.matcher`. */
const KNOWN_NAME_ROUTES: ReadonlyArray<{ pattern: RegExp; exists: (segment: string) => Promise<boolean> }> = [
  {
    pattern: /^\/page\/([^/]+)$/,
    exists: async (segment) => {
      const name = uniquePageNameOf(segment);
      return name !== null && staticPageExists(name);
    },
  },
  { pattern: /^\/help\/([^/]+)$/, exists: async (segment) => helpEntryExists(safeDecodeSegment(segment) ?? '') },
];

/** Addresses of the cached list route (see below). */
const CACHED_LISTING_PATH = new RegExp(`^/products/category/[^/]+/[^/]+/${LISTING_CACHE_SEGMENT}(?:/|$)`);

export async function proxy(request: NextRequest) {
  // Sessions first (profile area and login page only): refresh, or redirect to the login page.
  const session = await handleSession(request);
  if (session) return session;
  // The cached list route: Next runs the proxy again for the rewrite below. Only a canonical, cacheable
  // key of a known category passes, so nobody can add entries the rewrite would not make.
  if (CACHED_LISTING_PATH.test(request.nextUrl.pathname)) {
    // A query on it (a form that took its address from the cached render) belongs to the list itself.
    const query = [...request.nextUrl.searchParams.keys()].filter((name) => name !== '_rsc');
    if (query.length > 0) {
      const list = new URL(request.nextUrl);
      list.pathname = list.pathname.replace(/\/cached\/[^/]*$/, '');
      return NextResponse.redirect(list, 303);
    }
    return (await isCanonicalCachedListing(request.nextUrl))
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  // The bare address of a page that reads its query (FAQ, videos…) comes from its ISR twin (decision 062);
  // a twin's page addressed by an id or a name renders only for one the API knows (decision 070).
  const twinPage = twinPagePath(request.nextUrl);
  if (twinPage !== null) {
    const known = isBareAddressTwin(request.nextUrl) && (await twinPageExists(twinPage, request.nextUrl)) !== false;
    return known ? NextResponse.next() : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  const bare = request.method === 'GET' || request.method === 'HEAD' ? bareAddressTwin(request.nextUrl) : null;
  // An unknown id, an old name or an API that does not answer: the page itself decides, per request.
  if (bare && (await twinPageExists(request.nextUrl.pathname, request.nextUrl)) === true) {
    return NextResponse.rewrite(bare);
  }
  // Static pages and help (ISR, decision 062): a name the API does not know is the 404 screen, never a cache entry.
  for (const route of KNOWN_NAME_ROUTES) {
    const segment = route.pattern.exec(request.nextUrl.pathname)?.[1];
    if (segment === undefined) continue;
    // null: the API did not answer, and the page decides (its error screen is never cached).
    const exists = await route.exists(segment).catch(() => null);
    return exists === false ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url)) : NextResponse.next();
  }
  // The cached supplier route, likewise: only the proxy's own rewrite of a public supplier's canonical page.
  const cachedSupplier = CACHED_SUPPLIER_PATH.exec(request.nextUrl.pathname)?.groups;
  if (cachedSupplier) {
    const query = [...request.nextUrl.searchParams.keys()].filter((name) => name !== '_rsc');
    if (query.length > 0) {
      const supplierPage = new URL(request.nextUrl);
      supplierPage.pathname = `/supplier/${cachedSupplier.id}/${cachedSupplier.slug}`;
      return NextResponse.redirect(supplierPage, 303);
    }
    return (await isCachedSupplierAddress(cachedSupplier))
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  const check = await checkCanonicalSlug(request.nextUrl, CANONICAL_SLUG_ROUTES);
  if (check.kind === 'redirect') return NextResponse.redirect(check.location, 301);
  if (check.kind === 'unknown') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  if (check.kind === 'error') {
    console.warn(
      `[proxy] ${check.route} slug lookup failed; letting ${request.nextUrl.pathname} through.`,
      check.error,
    );
  }
  if (check.kind === 'canonical' && (request.method === 'GET' || request.method === 'HEAD')) {
    // A category's product list with a cacheable query is served from the page cache, one entry per
    // normalised query (features/catalog/listing-cache.ts).
    const listing = SLUG_ROUTE_PATTERNS.productsInCategory.exec(request.nextUrl.pathname);
    const categoryId = parsePublicId(listing?.groups?.id);
    if (categoryId !== null) {
      const target = await cachedListingTarget(request.nextUrl, categoryId);
      if (target) return NextResponse.rewrite(target);
    }
    // A supplier's page, one cache entry per section, the same for every visitor (decision 062).
    if (SLUG_ROUTE_PATTERNS.supplier.test(request.nextUrl.pathname)) {
      return NextResponse.rewrite(cachedSupplierTarget(request.nextUrl));
    }
  }
  return NextResponse.next();
}

/** Whether a public supplier has this id segment (null: the API did not answer). */
const supplierExists = (segment: string | undefined) => {
  const id = parsePublicId(segment);
  return id === null ? Promise.resolve(false) : resolveSupplierSlug(id).then((slug) => slug !== null);
};
const categoryExists = (segment: string | undefined) => {
  const id = parsePublicId(segment);
  return id === null ? Promise.resolve(false) : resolveCategorySlug(id).then((slug) => slug !== null);
};

/** The existence check of each page a twin serves by id or name (lib/bare-address-twins.ts, decision 070). */
const TWIN_PAGE_EXISTS: Record<CheckedBarePage, (groups: Record<string, string>, url: URL) => Promise<boolean>> = {
  // Addressed by a canonical name: canonical is «exists»; an old name is redirected by the slug check.
  categoryContents: isCanonicalAddress,
  supplierDelegations: isCanonicalAddress,
  suppliersInCategory: isCanonicalAddress,
  baseProduct: isCanonicalAddress,
  supplierContentList: (groups) => supplierExists(groups.supplierId),
  supplierProducts: (groups) => supplierExists(groups.supplierId),
  supplierCategoryProducts: async (groups) =>
    (await categoryExists(groups.categoryId)) && (await supplierExists(groups.supplierId)),
  contentLabel: (groups) => contentLabelExists(safeDecodeSegment(groups.label ?? '') ?? ''),
  contentType: (groups) => contentTypeExists(groups.id),
};

async function isCanonicalAddress(_groups: Record<string, string>, url: URL): Promise<boolean> {
  const check = await checkCanonicalSlug(url, CANONICAL_SLUG_ROUTES);
  if (check.kind === 'error') throw check.error;
  return check.kind === 'canonical';
}

/**
 * Whether the page at `path` (a bare address, or what a twin's address stands for) may come from its twin:
 * true for pages that need no check; for one addressed by an id or a name, whether the API knows it; null
 * when the API did not answer (then the page renders per request and decides).
 */
async function twinPageExists(path: string, url: URL): Promise<boolean | null> {
  const checked = checkedBarePage(path);
  if (!checked) return true;
  const page = new URL(url);
  page.pathname = path;
  page.search = '';
  return TWIN_PAGE_EXISTS[checked.page](checked.groups, page).catch(() => null);
}

/** A public supplier under its canonical slug and a known section: what the rewrite above makes. */
async function isCachedSupplierAddress(groups: Record<string, string>): Promise<boolean> {
  const id = parsePublicId(groups.id);
  if (id === null || !isSupplierSection(groups.section)) return false;
  try {
    const slug = await resolveSupplierSlug(id);
    return slug !== null && safeDecodeSegment(groups.slug ?? '') === slug;
  } catch {
    return false;
  }
}

export const config = {
  // Only the routes above; everything else (assets, /api, other pages) never reaches the proxy.
  matcher: [
    '/supplier/:id/:name',
    '/supplier/:id/:name/cached/:section',
    '/supplier/:id/merchantDelegations/:name',
    '/supplier/category/:id/:name',
    '/products/:id/:name',
    '/products/base-product/:id/:name',
    '/products/category/:id/:name',
    '/products/category/:id/:name/cached/:key*',
    '/category/:id/:name',
    '/category/properties/:id/:name',
    '/category/contents/:type/:id/:name',
    '/contents/:id/:title',
    '/contents/:id/supplier/:supplierId/:title',
    '/page/:name',
    '/help/:id',
    // Bare addresses with an ISR twin (lib/bare-address-twins.ts).
    '/faq',
    '/faq/cached/:key',
    '/videos',
    '/videos/cached/:key',
    '/feedback',
    '/feedback/cached/:key',
    '/how-it-work',
    '/how-it-work/cached/:key',
    '/suppliers/:categoryType',
    '/suppliers/:categoryType/cached/:key',
    '/newai',
    '/newai/cached/:key',
    '/ai',
    '/ai/cached/:key',
    // Bare addresses of pages addressed by an id or a name, with an ISR twin (decision 070).
    '/category/contents/:type/:id/:name/cached/:key',
    '/supplier/:id/merchantDelegations/:name/cached/:key',
    '/supplier/category/:id/:name/cached/:key',
    '/products/base-product/:id/:name/cached/:key',
    '/supplier/:id/content-list',
    '/supplier/:id/content-list/cached/:key',
    '/supplier/:id/products/:categoryType',
    '/supplier/:id/products/:categoryType/cached/:key',
    '/products/category/:id/supplier/:supplierId',
    '/products/category/:id/supplier/:supplierId/cached/:key',
    '/contents/label/:title',
    '/contents/label/:title/cached/:key',
    '/contents/:id',
    '/contents/:id/cached/:key',
    '/products/search/:categoryType',
    '/products/search/:categoryType/cached/:key',
    '/openai',
    '/openai/cached/:key',
    // Sessions (features/auth/session-proxy.ts).
    '/profile/:path*',
    '/users/login',
  ],
};
