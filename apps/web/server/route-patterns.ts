// The route pattern of a request, for metric labels (never the raw address: ids and slugs would explode the
// label set). Next's routes manifest (.next/routes-manifest.json) lists each page's pattern and regex.
export interface RoutesManifest {
  staticRoutes?: { page: string; regex: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

export function createRouteClassifier(manifest: RoutesManifest) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (url: string | undefined): string => {
    const pathname = (url ?? '/').split('?')[0] ?? '/';
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return '/_next';
    if (pathname.startsWith('/api/')) return '/api (the API)';
    if (pathname === '/') return '/';
    return routes.find((route) => route.regex.test(pathname))?.page ?? 'unmatched';
  };
}
