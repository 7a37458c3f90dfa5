import { describe, expect, it } from 'vitest';
import { parseSearchState, searchStateHref } from './search-state';

describe('search state in the URL', () => {
  it('reads sort, filters and page, dropping what it does not know', () => {
    expect(parseSearchState({ sort: 'price_asc', type: 'Product', category: '12', page: '3' })).toEqual({
      sort: 'price_asc',
      categoryType: 'Product',
      categoryId: 12,
      page: 3,
    });
    expect(parseSearchState({ sort: 'cheap', type: 'Food', category: '-1', page: 'x' })).toEqual({
      sort: 'relevance',
      categoryType: undefined,
      categoryId: undefined,
      page: 1,
    });
  });

  it('builds links that keep the other parts and start a changed filter at page 1', () => {
    const state = parseSearchState({ sort: 'newest', type: 'Product', page: '4' });
    expect(searchStateHref('پمپ', state, { categoryId: 7 })).toBe(
      `/search/${encodeURIComponent('پمپ')}?sort=newest&type=Product&category=7`,
    );
    expect(searchStateHref('پمپ', state, { page: 5 })).toBe(
      `/search/${encodeURIComponent('پمپ')}?sort=newest&type=Product&page=5`,
    );
    expect(searchStateHref('پمپ', state, { sort: 'relevance', categoryType: undefined })).toBe(
      `/search/${encodeURIComponent('پمپ')}`,
    );
  });
});
