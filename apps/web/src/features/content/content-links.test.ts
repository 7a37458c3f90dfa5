import { describe, expect, it } from 'vitest';
import {
  categoryContentsHref,
  contentLabelHref,
  contentPageHref,
  listingHref,
  supplierContentPageHref,
} from './content-links';

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

  it('leave the page number out of the first page of a listing', () => {
    expect(listingHref('/contents/2', 1)).toBe('/contents/2');
    expect(listingHref('/contents/2', 3)).toBe('/contents/2?page=3');
  });
});
