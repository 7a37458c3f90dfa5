// The route pattern of a request, for metric labels (never the raw address: ids and slugs would explode the
// label set). Next's routes manifest (.next/routes-manifest.json) lists each page's pattern and regex.
export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
  /** next.config.ts rewrites that apply before the pages (`/` → the home page, `/sitemap.xml` → its route). */
  rewrites?: { beforeFiles?: { regex: string; destination: string }[] } | unknown[];
}

/** A page pattern's first segment when it is written out (`/suppliers/[type]` → `suppliers`), else null. */
function literalFirstSegment(page: string): string | null {
  const first = page.split('/')[1] ?? '';
  return first.startsWith('[') ? null : first;
}

export function createRouteClassifier(manifest: RoutesManifest) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
    first: literalFirstSegment(route.page),
  }));
  // Every request is labelled, and trying ~150 patterns in turn cost a cached page 6 µs of its ~65 µs
  // (issue 34, CPU profile in docs/benchmarks.md). A pattern whose first segment is written out can only match an
  // address with that first segment, so each first segment keeps the patterns it can match (its own and those
  // that start with a parameter), in the manifest's order, which decides between two that both match.
  const open = routes.filter((route) => route.first === null);
  const byFirst = new Map<string, typeof routes>();
  for (const route of routes) {
    if (route.first !== null && !byFirst.has(route.first))
      byFirst.set(
        route.first,
        routes.filter((candidate) => candidate.first === null || candidate.first === route.first),
      );
  }
  const rewrites = (Array.isArray(manifest.rewrites) ? [] : (manifest.rewrites?.beforeFiles ?? [])).map((r) => ({
    regex: new RegExp(r.regex),
    destination: r.destination,
  }));
  return (url: string | undefined): string => {
    const asked = (url ?? '/').split('?')[0] ?? '/';
    const pathname = rewrites.find((r) => r.regex.test(asked))?.destination ?? asked;
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return '/_next';
    if (pathname.startsWith('/api/')) return '/api (the API)';
    if (pathname === '/') return '/';
    const candidates = byFirst.get(pathname.split('/')[1] ?? '') ?? open;
    return candidates.find((route) => route.regex.test(pathname))?.page ?? 'unmatched';
  };
}
