// Runs before rendering (Next 16's middleware, Node.js runtime). Its one job so far: canonical `{name}`
// segments. A request whose name is not the entity's slug answers 301 to the canonical URL (Next's
// permanentRedirect() could only send 308); unknown ids and API failures go through to the page, which
// renders 404 or the error screen itself.
import { type NextRequest, NextResponse } from 'next/server';
import { resolveCategorySlug } from '@/features/categories/category-slug.server';
import { resolveSupplierSlug } from '@/features/suppliers/supplier-slug.server';
import { type CanonicalSlugRoute, checkCanonicalSlug } from '@/lib/canonical-slug';

/**
 * Routes whose `{name}` segment is checked, first match wins. Catalog pages join with their own
 * resolver, e.g. /^\/products\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d, and an entry in `config.matcher`.
 */
const CANONICAL_SLUG_ROUTES: readonly CanonicalSlugRoute[] = [
  {
    name: 'supplier delegations',
    pattern: /^\/supplier\/(?<id>[^/]+)\/merchantDelegations\/(?<slug>[^/]+)$/d,
    resolveSlug: resolveSupplierSlug,
  },
  {
    name: 'suppliers in a category',
    pattern: /^\/supplier\/category\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
    resolveSlug: resolveCategorySlug,
  },
  {
    // Sibling pages under /supplier/{id}/ that are not the supplier page itself.
    name: 'supplier',
    pattern: /^\/supplier\/(?<id>(?!category$)[^/]+)\/(?<slug>(?!content-list$)[^/]+)$/d,
    resolveSlug: resolveSupplierSlug,
  },
];

export async function proxy(request: NextRequest) {
  const check = await checkCanonicalSlug(request.nextUrl, CANONICAL_SLUG_ROUTES);
  if (check.kind === 'redirect') return NextResponse.redirect(check.location, 301);
  if (check.kind === 'error') {
    console.warn(
      `[proxy] ${check.route} slug lookup failed; letting ${request.nextUrl.pathname} through.`,
      check.error,
    );
  }
  return NextResponse.next();
}

export const config = {
  // Only the routes above; everything else (assets, /api, other pages) never reaches the proxy.
  matcher: ['/supplier/:id/:name', '/supplier/:id/merchantDelegations/:name', '/supplier/category/:id/:name'],
};
