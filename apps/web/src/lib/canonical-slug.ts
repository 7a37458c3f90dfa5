// Canonical `{name}` segments of id-addressed pages (/supplier/{id}/{name}, later /products/{id}/{name},
// /category/{id}/{name}): a stale or mistyped name answers 301 to the same path with the right slug.
// Runs in the proxy (src/proxy.ts), because Next's permanentRedirect() can only send 308.
import { parsePublicId, safeDecodeSegment } from './route-params';

export interface CanonicalSlugRoute {
  /** Shown in logs, e.g. 'supplier'. */
  name: string;
  /**
   * Matches a whole pathname as requested (percent-encoded), with named groups `id` and `slug`; needs the
   * `d` flag so the slug can be replaced in place, e.g. /^\/supplier\/(?<id>\d+)\/(?<slug>[^/]+)$/d.
   */
  pattern: RegExp;
  /** The canonical slug of `id`, or null when the API does not know it (the page then renders 404). */
  resolveSlug: (id: number) => Promise<string | null>;
}

export type SlugCheck =
  | { kind: 'no-match' | 'unknown' | 'canonical' }
  | { kind: 'redirect'; location: URL }
  | { kind: 'error'; route: string; error: unknown };

/** Where `url` should permanently redirect to, if anywhere. Never throws: an API failure is reported as 'error'. */
export async function checkCanonicalSlug(url: URL, routes: readonly CanonicalSlugRoute[]): Promise<SlugCheck> {
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname);
    const requested = match?.groups?.slug;
    const position = match?.indices?.groups?.slug;
    if (!match || requested === undefined || !position) continue;

    const id = parsePublicId(match.groups?.id);
    if (id === null) return { kind: 'unknown' };
    let canonical: string | null;
    try {
      canonical = await route.resolveSlug(id);
    } catch (error) {
      return { kind: 'error', route: route.name, error };
    }
    if (canonical === null) return { kind: 'unknown' };
    if (safeDecodeSegment(requested) === canonical) return { kind: 'canonical' };

    const location = new URL(url);
    const [start, end] = position;
    location.pathname = url.pathname.slice(0, start) + encodeURIComponent(canonical) + url.pathname.slice(end);
    return { kind: 'redirect', location };
  }
  return { kind: 'no-match' };
}
