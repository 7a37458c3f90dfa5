import { describe, expect, it } from 'vitest';
import {
  categoryContentsHref,
  contentLabelHref,
  contentPageHref,
  contentPageLinkPath,
  listingHref,
  supplierContentPageHref,
  supplierContentPageLinkPath,
} from './content-links';

/** The path a browser requests for a link written as `path` (it encodes what the link left readable). */
const requested = (path: string) => new URL(path, 'https://example.ir').pathname;

describe('content page addresses', () => {
  it('put the percent-encoded slug after the id', () => {
    expect(contentPageHref({ id: 12, slug: 'راهنمای-پمپ' })).toBe(`/contents/12/${encodeURIComponent('راهنمای-پمپ')}`);
    expect(supplierContentPageHref({ id: 12, slug: 'pump' }, { id: 7 })).toBe('/contents/12/supplier/7/pump');
  });

  it('fall back to the id when a title left no slug', () => {
    expect(contentPageHref({ id: 12, slug: '' })).toBe('/contents/12/12');
  });

  it('encode a label as one segment, so a slash in it cannot open another route', () => {
    expect(contentLabelHref('راهنمای خرید')).toBe(`/contents/label/${encodeURIComponent('راهنمای خرید')}`);
    expect(contentLabelHref('a/b')).toBe('/contents/label/a%2Fb');
  });

  it('derive a category contents slug from the name when the category has none', () => {
    expect(categoryContentsHref('Product', { id: 85, slug: '', name: 'پمپ سانتریفیوژ' })).toBe(
      `/category/contents/Product/85/${encodeURIComponent('پمپ-سانتریفیوژ')}`,
    );
  });

  it('keep a list link readable, and a browser following it asks for the canonical address (issue 34)', () => {
    const page = { id: 12, slug: 'راهنمای-انتخاب-پمپ-API-610' };
    expect(contentPageLinkPath(page)).toBe('/contents/12/راهنمای-انتخاب-پمپ-API-610');
    expect(requested(contentPageLinkPath(page))).toBe(contentPageHref(page));
    expect(requested(supplierContentPageLinkPath(page, { id: 7 }))).toBe(supplierContentPageHref(page, { id: 7 }));
    // What would change the address stays encoded: a slash cannot open another route, a `?` cannot start a query.
    const odd = { id: 3, slug: 'a/b?c#d' };
    expect(contentPageLinkPath(odd)).toBe('/contents/3/a%2Fb%3Fc%23d');
    expect(requested(contentPageLinkPath(odd))).toBe(contentPageHref(odd));
    expect(contentPageLinkPath({ id: 4, slug: '' })).toBe('/contents/4/4');
  });

  it('leave the page number out of the first page of a listing', () => {
    expect(listingHref('/contents/2', 1)).toBe('/contents/2');
    expect(listingHref('/contents/2', 3)).toBe('/contents/2?page=3');
  });
});
