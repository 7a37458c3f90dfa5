// No-JavaScript fallback of the header search form: /search?q=… → 303 to /search/{key}.
import { type NextRequest, NextResponse } from 'next/server';
import { searchHref } from '@/features/search/search-href';

export function GET(request: NextRequest) {
  const href = searchHref(request.nextUrl.searchParams.get('q') ?? '') ?? '/';
  const target = request.nextUrl.clone();
  target.pathname = href;
  target.search = '';
  return NextResponse.redirect(target, 303);
}
