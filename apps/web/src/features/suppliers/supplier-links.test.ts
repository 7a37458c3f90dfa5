import { describe, expect, it } from 'vitest';
import {
  supplierDelegationsHref,
  supplierHref,
  supplierLinkPath,
  supplierSearchHref,
  suppliersInCategoryHref,
  suppliersInCategoryLinkPath,
} from './supplier-links';

/** The address a browser requests when it follows a link written as `href` (it encodes what was left readable). */
const followed = (href: string) => {
  const url = new URL(href, 'https://example.ir');
  return `${url.pathname}${url.search}`;
};

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

  it('keeps the slug readable in a page link, which a browser follows to the canonical address (issue 34)', () => {
    expect(supplierLinkPath(supplier)).toBe('/supplier/7/ابزار-دقیق');
    for (const section of ['about', 'products', 'contact'] as const) {
      expect(followed(supplierLinkPath(supplier, section))).toBe(supplierHref(supplier, section));
    }
    expect(supplierLinkPath({ id: 9, slug: '' }, 'contact')).toBe('/supplier/9/9?section=contact');
    const odd = { id: 3, slug: 'a/b?c' };
    expect(followed(supplierLinkPath(odd))).toBe(supplierHref(odd));
    const category = { id: 84, slug: 'پمپ-سانتریفیوژ', name: 'پمپ سانتریفیوژ' };
    expect(followed(suppliersInCategoryLinkPath(category))).toBe(suppliersInCategoryHref(category));
  });

  it('normalises a search key and refuses an empty one', () => {
    expect(supplierSearchHref('  پمپ   آب ')).toBe(`/suppliers/search/${encodeURIComponent('پمپ آب')}`);
    expect(supplierSearchHref(' ؟ ')).toBeNull();
  });
});
