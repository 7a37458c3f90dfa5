// No-JavaScript fallback of the header search form: /search?q=… → 303 to /search/{key}.
// The Location is relative (RFC 9110 allows it): an absolute one built from request.nextUrl named the
// server's own host (localhost) rather than the one the visitor used, and the browser left the site.
import type { NextRequest } from 'next/server';
import { searchHref } from '@/features/search/search-href';

export function GET(request: NextRequest) {
  const href = searchHref(request.nextUrl.searchParams.get('q') ?? '') ?? '/';
  return new Response(null, { status: 303, headers: { location: href, 'cache-control': 'no-store' } });
}
