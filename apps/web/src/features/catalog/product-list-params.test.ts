import { catalogQuerySchema } from '@bazaar/contracts/catalog-products';
import type { CategoryProperty } from '@bazaar/contracts/catalog-properties';
import { filterablePropertiesOf, MAX_MEASURE as OPEN_UPPER_BOUND } from '@bazaar/contracts/property-filter';
import { describe, expect, it } from 'vitest';
import {
  hasProductFilters,
  PRODUCT_PAGE_SIZE,
  productListHref,
  productListQuery,
  readProductListState,
} from './product-list-params';

const pressureUnit = { quantityId: 1, name: '', factor: 1, offset: 0, isBase: false };
const properties: CategoryProperty[] = [
  {
    id: 3,
    categoryId: 84,
    key: 'max_pressure',
    name: 'حداکثر فشار کاری',
    type: 'number',
    quantity: { id: 1, key: 'pressure', name: 'فشار' },
    defaultUnit: { ...pressureUnit, id: 16, key: 'bar', symbol: 'bar' },
    units: [
      { ...pressureUnit, id: 16, key: 'bar', symbol: 'bar' },
      { ...pressureUnit, id: 17, key: 'psi', symbol: 'psi' },
    ],
    filterable: true,
    integer: false,
    options: [],
    hint: null,
    sortOrder: 0,
  },
];
const schema = filterablePropertiesOf(properties);

describe('product list state in the URL', () => {
  it('reads filters, price, text, sort and page of a shared link', () => {
    const state = readProductListState(
      { 'f.3': '5~@psi', min: '۱٬۰۰۰٬۰۰۰', max: '90000000', q: ' پمپ  آب ', sort: 'price_asc', page: '2' },
      schema,
    );
    expect(state).toEqual({
      filters: [
        { propertyId: 3, value: 5, maxValue: null, measurementUnitId: 17, defaultMeasurementUnitDisplayText: 'bar' },
      ],
      minPrice: 1_000_000,
      maxPrice: 90_000_000,
      q: 'پمپ آب',
      sort: 'price_asc',
      page: 2,
    });
  });

  it('cuts an overlong search text to what the API accepts, so a long link still lists products', () => {
    const state = readProductListState({ q: 'پمپ'.repeat(60) }, schema);
    if (!state) throw new Error('no state');
    expect(state.q).toHaveLength(100);
    expect(catalogQuerySchema.safeParse({ q: productListQuery(state).q }).success).toBe(true);
  });

  it('falls back to defaults for a hand-edited sort or price and refuses an impossible page', () => {
    expect(readProductListState({ sort: 'cheapest', min: 'free', max: '-5' }, schema)).toMatchObject({
      sort: 'relevance',
      minPrice: null,
      maxPrice: null,
    });
    expect(readProductListState({ page: '0' }, schema)).toBeNull();
    expect(readProductListState(new URLSearchParams('page=abc'), schema)).toBeNull();
  });

  it('writes clean, stable links and reads them back', () => {
    const state = readProductListState(
      new URLSearchParams('page=3&sort=newest&max=5000&f.3.min=10&f.3.max=20&f.3.unit=psi'),
      schema,
    );
    if (!state) throw new Error('state expected');
    const href = productListHref('/products/category/85/x', state, schema);
    expect(decodeURIComponent(href)).toBe('/products/category/85/x?f.3=10~20@psi&max=5000&sort=newest&page=3');
    expect(readProductListState(new URL(href, 'http://x').searchParams, schema)).toEqual(state);
    expect(productListHref('/p', { ...state, filters: [], maxPrice: null, sort: 'relevance', page: 1 })).toBe('/p');
    expect(hasProductFilters({ ...state, filters: [], maxPrice: null })).toBe(false);
  });

  it('reads prices in tomans, as the site shows them, and asks the API in Rials', () => {
    const state = readProductListState({ min: '۱۵۰٬۰۰۰', max: '2000000' }, schema);
    expect(state).toMatchObject({ minPrice: 150_000, maxPrice: 2_000_000 });
    expect(state && productListQuery(state)).toMatchObject({ minPrice: 1_500_000, maxPrice: 20_000_000 });
  });

  it('reads a price as every toman field does: whole tomans only, a fraction or a sign is left out', () => {
    expect(readProductListState({ min: '١٥٠،٠٠٠', max: ' 2 000 000 ' }, schema)).toMatchObject({
      minPrice: 150_000,
      maxPrice: 2_000_000,
    });
    expect(readProductListState({ min: '۱۲٫۵', max: '+5000' }, schema)).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
  });

  it('asks the API for "at least" when only a lower bound is given, and keeps the filter order', () => {
    const state = readProductListState({ 'f.3': '5~@psi' }, schema);
    expect(state && productListQuery(state)).toEqual({
      filters: [{ propertyId: 3, value: 5, maxValue: OPEN_UPPER_BOUND, measurementUnitId: 17 }],
      minPrice: undefined,
      maxPrice: undefined,
      q: undefined,
      sort: 'relevance',
      page: 1,
      pageSize: PRODUCT_PAGE_SIZE,
    });
    const atMost = readProductListState({ 'f.3': '~20' }, schema);
    expect(atMost && productListQuery(atMost).filters).toEqual([
      { propertyId: 3, value: undefined, maxValue: 20, measurementUnitId: undefined },
    ]);
  });
});
