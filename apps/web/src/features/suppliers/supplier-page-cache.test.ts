import { describe, expect, it } from 'vitest';
import { CACHED_SUPPLIER_PATH, cachedSupplierTarget, supplierSectionOf } from './supplier-page-cache';

const target = (address: string) => {
  const url = cachedSupplierTarget(new URL(address, 'http://localhost'));
  return url.pathname + url.search;
};

describe('a supplier page’s cached address (issue 34)', () => {
  it('is one entry per section, whatever else the query carries', () => {
    expect(target('/supplier/7/%D8%AA%D8%A7')).toBe('/supplier/7/%D8%AA%D8%A7/cached/about');
    expect(target('/supplier/7/x?section=contact')).toBe('/supplier/7/x/cached/contact');
    expect(target('/supplier/7/x?utm_source=mail&section=products&fbclid=1')).toBe('/supplier/7/x/cached/products');
  });

  it('opens the default section for an unknown one, as the page always did', () => {
    expect(target('/supplier/7/x?section=reviews')).toBe('/supplier/7/x/cached/about');
    expect(supplierSectionOf(undefined)).toBe('about');
    expect(supplierSectionOf('delegations')).toBe('delegations');
  });

  it('keeps the router’s payload marker of a client navigation', () => {
    expect(target('/supplier/7/x?section=contents&_rsc=abc')).toBe('/supplier/7/x/cached/contents?_rsc=abc');
  });

  it('is the address the proxy recognises as the cached route', () => {
    expect(CACHED_SUPPLIER_PATH.exec(target('/supplier/7/x?section=contact'))?.groups).toEqual({
      id: '7',
      slug: 'x',
      section: 'contact',
    });
    expect(CACHED_SUPPLIER_PATH.test('/supplier/7/x')).toBe(false);
    expect(CACHED_SUPPLIER_PATH.test('/supplier/7/x/cached/about/more')).toBe(false);
  });
});
