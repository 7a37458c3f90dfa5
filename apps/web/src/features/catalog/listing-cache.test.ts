import type { FilterableProperty } from '@bazaar/contracts/property-filter';
import { describe, expect, it } from 'vitest';
import {
  cachedListingPath,
  EMPTY_LISTING_KEY,
  listingCacheKey,
  listingQueryOfKey,
  MAX_CACHED_PAGE,
} from './listing-cache';
import { readProductListState } from './product-list-params';

const schema: FilterableProperty[] = [
  {
    id: 3,
    name: 'حداکثر فشار کاری',
    type: 'number',
    filterable: true,
    quantityId: 1,
    units: [
      { id: 16, key: 'bar' },
      { id: 17, key: 'psi' },
    ],
    defaultUnitId: 16,
    defaultUnitSymbol: 'bar',
    optionKeys: [],
  },
  {
    id: 7,
    name: 'جنس بدنه',
    type: 'option',
    filterable: true,
    quantityId: null,
    units: [],
    defaultUnitId: null,
    defaultUnitSymbol: null,
    optionKeys: ['ss316', 'cast_iron'],
  },
  {
    id: 9,
    name: 'ضد انفجار',
    type: 'boolean',
    filterable: true,
    quantityId: null,
    units: [],
    defaultUnitId: null,
    defaultUnitSymbol: null,
    optionKeys: [],
  },
];
const key = (query: string) => listingCacheKey(new URLSearchParams(query), schema);

describe('cache keys of product lists', () => {
  it('gives the unfiltered first page its own key, whatever noise the address carries', () => {
    expect(key('')).toBe(EMPTY_LISTING_KEY);
    expect(key('utm_source=x&fbclid=abc&page=1&sort=relevance')).toBe(EMPTY_LISTING_KEY);
    expect(key('f.999=1&f.7=unknown_option')).toBe(EMPTY_LISTING_KEY);
  });

  it('writes the same query one way: filters by property, options sorted and unique, defaults dropped', () => {
    const one = key('page=2&f.9=1&f.7=ss316,cast_iron&sort=newest');
    const other = key('sort=newest&f.7=cast_iron&f.7=ss316&f.7=ss316&page=2&f.9=1&ref=mail');
    expect(one).toBe('f.7=cast_iron%2Css316&f.9=1&sort=newest&page=2');
    expect(other).toBe(one);
  });

  it('leaves free text, prices, number ranges, deep pages and unreadable pages to the per-request page', () => {
    expect(key('q=پمپ')).toBeNull();
    expect(key('min=1000')).toBeNull();
    expect(key('f.3=10~20')).toBeNull();
    expect(key(`page=${MAX_CACHED_PAGE + 1}`)).toBeNull();
    expect(key('page=0')).toBeNull();
    expect(key(`page=${MAX_CACHED_PAGE}`)).toBe(`page=${MAX_CACHED_PAGE}`);
  });

  it('reads back from its key the same list it was made from', () => {
    const query = new URLSearchParams('f.9=0&f.7=ss316&sort=price_asc&page=3');
    const made = listingCacheKey(query, schema) ?? '';
    const path = cachedListingPath('/products/category/84/pump', made);
    expect(path).toBe(`/products/category/84/pump/cached/${encodeURIComponent(made)}`);
    const back = decodeURIComponent(path.split('/').at(-1) ?? '');
    const state = readProductListState(listingQueryOfKey(back), schema);
    expect(state).toMatchObject({ sort: 'price_asc', page: 3 });
    expect(state?.filters.map((filter) => [filter.propertyId, filter.options ?? filter.bool])).toEqual([
      [7, ['ss316']],
      [9, false],
    ]);
    expect(listingQueryOfKey(EMPTY_LISTING_KEY).toString()).toBe('');
  });
});
