// Path patterns of the id-addressed pages whose `{name}` segment the proxy checks (src/proxy.ts), kept
// apart from their server-only resolvers so they can be tested. Each matches a whole pathname as requested
// (percent-encoded) with named groups `id` and `slug` and the `d` flag (see canonical-slug.ts). Static
// sibling routes are excluded by segment, e.g. /products/search/{type} is not product "search".
export const SLUG_ROUTE_PATTERNS = {
  supplierDelegations: /^\/supplier\/(?<id>[^/]+)\/merchantDelegations\/(?<slug>[^/]+)$/d,
  suppliersInCategory: /^\/supplier\/category\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
  supplier: /^\/supplier\/(?<id>(?!category\/)[^/]+)\/(?<slug>(?!content-list$)[^/]+)$/d,
  baseProduct: /^\/products\/base-product\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
  productsInCategory: /^\/products\/category\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
  product: /^\/products\/(?<id>(?!(?:search|category|base-product)\/)[^/]+)\/(?<slug>[^/]+)$/d,
  categoryProperties: /^\/category\/properties\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
  category: /^\/category\/(?<id>(?!(?:categoryType|properties|contents)\/)[^/]+)\/(?<slug>[^/]+)$/d,
  categoryContents: /^\/category\/contents\/[^/]+\/(?<id>[^/]+)\/(?<slug>[^/]+)$/d,
  supplierContentPage: /^\/contents\/(?<id>[^/]+)\/supplier\/[^/]+\/(?<slug>[^/]+)$/d,
  contentPage: /^\/contents\/(?<id>(?!label\/)[^/]+)\/(?<slug>[^/]+)$/d,
} as const;

export type SlugRouteName = keyof typeof SLUG_ROUTE_PATTERNS;

/** The first pattern that matches `pathname`, in table order (for tests and logs). */
export function matchSlugRoute(pathname: string): { route: SlugRouteName; id: string; slug: string } | null {
  for (const [route, pattern] of Object.entries(SLUG_ROUTE_PATTERNS) as Array<[SlugRouteName, RegExp]>) {
    const groups = pattern.exec(pathname)?.groups;
    if (groups?.id !== undefined && groups.slug !== undefined) return { route, id: groups.id, slug: groups.slug };
  }
  return null;
}
