import { describe, expect, it } from 'vitest';
import { productCountFa, productPageExists, productPagesOf } from './product-count';

describe('product listing counts', () => {
  it('says the exact count in Persian digits, or "more than" when the API stopped counting', () => {
    expect(productCountFa({ total: 42, totalCapped: false })).toBe('۴۲');
    expect(productCountFa({ total: 500, totalCapped: true })).toBe('بیش از ۵۰۰');
  });

  it('offers one page past a capped count, and only the counted pages otherwise', () => {
    expect(productPagesOf({ total: 41, totalCapped: false, pageSize: 20 })).toBe(3);
    expect(productPagesOf({ total: 500, totalCapped: true, pageSize: 20 })).toBe(26);
    expect(productPageExists(26, { total: 500, totalCapped: true, pageSize: 20 })).toBe(true);
    expect(productPageExists(27, { total: 500, totalCapped: true, pageSize: 20 })).toBe(false);
    expect(productPageExists(4, { total: 41, totalCapped: false, pageSize: 20 })).toBe(false);
    expect(productPageExists(1, { total: 0, totalCapped: false, pageSize: 20 })).toBe(true);
  });

  it('never offers a page that may be empty past a capped count (issue 20)', () => {
    // 101+ products seen, 24 a page: pages 1–5 hold them; page 6 would start at the 121st.
    expect(productPagesOf({ total: 100, totalCapped: true, pageSize: 24 })).toBe(5);
    expect(productPagesOf({ total: 100, totalCapped: true, pageSize: 20 })).toBe(6);
    expect(productPagesOf({ total: 100, totalCapped: false, pageSize: 20 })).toBe(5);
  });
});
