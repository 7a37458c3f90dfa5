import { describe, expect, it } from 'vitest';
import { supplierDelegationsHref, supplierHref, supplierSearchHref } from './supplier-links';

const supplier = { id: 7, slug: 'ابزار-دقیق' };

describe('supplier links', () => {
  it('builds the supplier page URL with the percent-encoded slug', () => {
    expect(supplierHref(supplier)).toBe(`/supplier/7/${encodeURIComponent('ابزار-دقیق')}`);
  });

  it('keeps the default section out of the URL and puts any other in ?section=', () => {
    expect(supplierHref(supplier, 'about')).toBe(supplierHref(supplier));
    expect(supplierHref(supplier, 'delegations')).toMatch(/\?section=delegations$/);
  });

  it('falls back to the id when the slug is empty, so no URL ends in an empty segment', () => {
    expect(supplierHref({ id: 9, slug: '' })).toBe('/supplier/9/9');
    expect(supplierDelegationsHref({ id: 9, slug: '' })).toBe('/supplier/9/merchantDelegations/9');
  });

  it('normalises a search key and refuses an empty one', () => {
    expect(supplierSearchHref('  پمپ   آب ')).toBe(`/suppliers/search/${encodeURIComponent('پمپ آب')}`);
    expect(supplierSearchHref(' ؟ ')).toBeNull();
  });
});
