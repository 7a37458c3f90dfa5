// Target of the supplier search form: /suppliers/search?q=… → 303 to /suppliers/search/{normalised key}.
import { type NextRequest, NextResponse } from 'next/server';
import { supplierSearchHref } from '@/features/suppliers/supplier-links';

export function GET(request: NextRequest) {
  const target = request.nextUrl.clone();
  // Nothing searchable typed: back to the list the visitor came from is unknowable here, so all suppliers' home.
  target.pathname = supplierSearchHref(request.nextUrl.searchParams.get('q') ?? '') ?? '/';
  target.search = '';
  return NextResponse.redirect(target, 303);
}
