import { describe, expect, it } from 'vitest';
import { hasSupplierFilters, readSupplierListState, supplierListHref } from './supplier-list-params';

describe('supplier list state in the URL', () => {
  it('reads every filter of a shared link', () => {
    expect(readSupplierListState({ province: '8', verified: '1', sort: 'newest', page: '2' })).toEqual({
      provinceId: 8,
      verifiedOnly: true,
      sort: 'newest',
      page: 2,
    });
  });

  it('reads what a GET form without JavaScript sends, empty fields included', () => {
    expect(readSupplierListState({ province: '', sort: 'relevance' })).toEqual({
      provinceId: null,
      verifiedOnly: false,
      sort: 'relevance',
      page: 1,
    });
  });

  it('falls back to defaults for a hand-edited sort or province', () => {
    const state = readSupplierListState({ province: 'tehran', sort: 'cheapest' });
    expect(state).toMatchObject({ provinceId: null, sort: 'relevance' });
    expect(state && hasSupplierFilters(state)).toBe(false);
  });

  it('refuses a page that cannot exist', () => {
    expect(readSupplierListState({ page: '0' })).toBeNull();
    expect(readSupplierListState({ page: 'abc' })).toBeNull();
  });

  it('writes clean links: defaults left out, page last', () => {
    const base = { provinceId: null, verifiedOnly: false, sort: 'relevance' as const, page: 1 };
    expect(supplierListHref('/suppliers/Product', base)).toBe('/suppliers/Product');
    expect(supplierListHref('/suppliers/Product', { ...base, provinceId: 8, verifiedOnly: true, page: 3 })).toBe(
      '/suppliers/Product?province=8&verified=1&page=3',
    );
  });
});
