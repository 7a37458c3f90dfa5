// The route pattern of a request, for metric labels (never the raw address: ids and slugs would explode the
// label set). Next's routes manifest (.next/routes-manifest.json) lists each page's pattern and regex.
export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
  /** next.config.ts rewrites that apply before the pages (`/` → the home page, `/sitemap.xml` → its route). */
  rewrites?: { beforeFiles?: { regex: string; destination: string }[] } | unknown[];
}

export function createRouteClassifier(manifest: RoutesManifest) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
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
    return routes.find((route) => route.regex.test(pathname))?.page ?? 'unmatched';
  };
}
