import { describe, expect, it } from 'vitest';
import { categoryProductsHref, categoryProductsLinkPath } from '@/features/catalog/product-links';
import { suppliersInCategoryHref, suppliersInCategoryLinkPath } from '@/features/suppliers/supplier-links';
import { categoryHref, categoryLinkPath, categoryPropertiesHref, categoryPropertiesLinkPath } from './category-links';

const origin = 'https://bazaar.example';

describe('category and supplier links in lists (issue 34)', () => {
  it('lead where the canonical address leads once the browser encodes them, in under half the bytes', () => {
    const category = { id: 187, slug: 'هیدرولیک-و-پنوماتیک', name: 'هیدرولیک و پنوماتیک' };
    expect(new URL(categoryLinkPath(category), origin).pathname).toBe(categoryHref(category));
    expect(Buffer.byteLength(categoryLinkPath(category))).toBeLessThan(Buffer.byteLength(categoryHref(category)) / 2);
  });

  it('still encode what would change the address, and derive a missing slug from the name', () => {
    const odd = { id: 3, slug: 'لوله ۲#اینچ?/%', name: 'x' };
    expect(categoryLinkPath(odd)).toBe('/category/3/لوله%20۲%23اینچ%3F%2F%25');
    expect(new URL(categoryLinkPath(odd), origin).pathname).toBe(categoryHref(odd));
    const unnamed = { id: 4, slug: '', name: 'شیر صنعتی' };
    expect(new URL(categoryLinkPath(unnamed), origin).pathname).toBe(categoryHref(unnamed));
  });

  it('give a category’s product list, properties and suppliers readable links (the list’s own form and pages)', () => {
    for (const category of [
      { id: 2, slug: 'ماشین-کاری', name: 'ماشین‌کاری' },
      { id: 3, slug: 'لوله ۲#اینچ?/%', name: 'x' },
      { id: 4, slug: '', name: 'شیر صنعتی' },
    ]) {
      for (const [readable, canonical] of [
        [categoryProductsLinkPath, categoryProductsHref],
        [categoryPropertiesLinkPath, categoryPropertiesHref],
        [suppliersInCategoryLinkPath, suppliersInCategoryHref],
      ] as const) {
        expect(new URL(readable(category), origin).pathname).toBe(canonical(category));
        expect(Buffer.byteLength(readable(category))).toBeLessThanOrEqual(Buffer.byteLength(canonical(category)));
      }
    }
  });
});
