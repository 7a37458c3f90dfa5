import { describe, expect, it } from 'vitest';
import { productHref, productLinkPath } from './product-links';

describe('product links in lists', () => {
  it('lead where the canonical address leads once the browser encodes them, in a third of the bytes', () => {
    const product = { id: 66, slug: 'پمپ-دنده-ای-انتقال-گازوئیل-1-اینچ-مدل-nr-386' };
    const followed = new URL(productLinkPath(product), 'https://bazaar.example');
    expect(followed.pathname).toBe(productHref(product));
    expect(Buffer.byteLength(productLinkPath(product))).toBeLessThan(Buffer.byteLength(productHref(product)) / 2);
  });

  it('still encode what would change the address: query, fragment, slash, percent and space', () => {
    const product = { id: 7, slug: 'a?b#c/d%e f' };
    expect(productLinkPath(product)).toBe('/products/7/a%3Fb%23c%2Fd%25e%20f');
    expect(new URL(productLinkPath(product), 'https://bazaar.example').pathname).toBe(productHref(product));
  });

  it('fall back to the id when the title left no slug', () => {
    expect(productLinkPath({ id: 9, slug: '' })).toBe('/products/9/9');
  });
});
