// One property filter model: the listing's URL form read into it and written from it (the spec's listing
// addresses must keep their shape), and the API's query form read into it and written from it.
import { describe, expect, it } from 'vitest';
import {
  type FilterableProperty,
  MAX_MEASURE,
  type PropertyFilter,
  propertyFilterFromParam,
  propertyFilterParamSchema,
  propertyFilterToParam,
} from './property-filter';
import { propertyFiltersFromUrl, propertyFiltersToUrl } from './property-filter-url';

const property = (id: number, type: FilterableProperty['type'], more: Partial<FilterableProperty> = {}) => ({
  id,
  name: `property ${id}`,
  type,
  filterable: true,
  quantityId: null,
  defaultUnitId: null,
  defaultUnitSymbol: null,
  units: [],
  optionKeys: [],
  ...more,
});
const properties: FilterableProperty[] = [
  property(12, 'number', {
    quantityId: 1,
    defaultUnitId: 16,
    defaultUnitSymbol: 'bar',
    units: [
      { id: 16, key: 'bar' },
      { id: 17, key: 'psi' },
    ],
  }),
  property(13, 'range'),
  property(15, 'option', { optionKeys: ['cast_iron', 'ss316'] }),
  property(20, 'boolean'),
  property(21, 'text'),
  property(22, 'number', { filterable: false }),
];
const read = (query: string) => propertyFiltersFromUrl(new URLSearchParams(query), properties);
const write = (filters: PropertyFilter[]) => decodeURIComponent(propertyFiltersToUrl(filters, properties).toString());

describe('a property filter in the listing URL', () => {
  it('round-trips every form the site writes: URL → model → the same URL', () => {
    for (const query of [
      'f.12=10~20@psi',
      'f.12=10~',
      'f.12=~20',
      'f.12=7.5',
      'f.12=-40~0',
      'f.12=0.5~1@psi',
      'f.13=5~50',
      'f.15=cast_iron,ss316',
      'f.20=1',
      'f.20=0',
      'f.20=1&f.12=10~20@psi&f.15=ss316',
    ]) {
      expect(write(read(query)), query).toBe(query);
    }
  });

  it('reads into the model: bounds, the unit (null for the default), options and yes/no', () => {
    expect(read('f.12=10~20@psi&f.15=cast_iron,ss316&f.20=1&f.12.unit=bar')).toEqual([
      { propertyId: 12, value: 10, maxValue: 20, measurementUnitId: 17 },
      { propertyId: 15, value: null, maxValue: null, measurementUnitId: null, options: ['cast_iron', 'ss316'] },
      { propertyId: 20, value: null, maxValue: null, measurementUnitId: null, bool: true },
    ]);
    expect(read('f.12=10~@bar')).toEqual([{ propertyId: 12, value: 10, maxValue: null, measurementUnitId: null }]);
    expect(read('f.12=10')).toEqual([{ propertyId: 12, value: 10, maxValue: 10, measurementUnitId: null }]);
  });

  it('normalises the long form of a GET form and other spellings to the compact one', () => {
    expect(write(read('f.12.min=۱۰&f.12.max=۲۰&f.12.unit=psi'))).toBe('f.12=10~20@psi');
    expect(write(read('f.12=10~20@17'))).toBe('f.12=10~20@psi');
    expect(write(read('f.12=10~10@bar'))).toBe('f.12=10');
    expect(write(read('f.15=ss316&f.15=cast_iron'))).toBe('f.15=ss316,cast_iron');
    expect(write(read('f.20=true'))).toBe('f.20=1');
  });

  it('leaves out what no listing can filter by: text, unfilterable and unknown properties', () => {
    expect(read('f.21=hello&f.22=5&f.99=1&f.15=granite')).toEqual([]);
  });
});

describe('a property filter in the API’s query', () => {
  const viaApi = (filter: PropertyFilter) =>
    propertyFilterFromParam(propertyFilterParamSchema.parse(propertyFilterToParam(filter)));

  it('comes back from the API’s form as the same model', () => {
    for (const query of [
      'f.12=10~20@psi',
      'f.12=10~',
      'f.12=~20@psi',
      'f.12=7.5',
      'f.13=5~50',
      'f.15=ss316',
      'f.20=0',
    ]) {
      const [filter] = read(query);
      expect(filter && viaApi(filter), query).toEqual(filter);
    }
  });

  it('asks the API for "at least" with an upper bound beyond any rating, since a lone value means "about"', () => {
    expect(propertyFilterToParam({ propertyId: 12, value: 10, maxValue: null, measurementUnitId: 17 })).toEqual({
      propertyId: 12,
      value: 10,
      maxValue: MAX_MEASURE,
      measurementUnitId: 17,
    });
  });

  it('reads a lone value from the API as "about this value" and a query string’s text as numbers', () => {
    expect(propertyFilterFromParam(propertyFilterParamSchema.parse({ propertyId: '12', value: '10' }))).toEqual({
      propertyId: 12,
      value: 10,
      maxValue: 10,
      measurementUnitId: null,
    });
    expect(
      propertyFilterFromParam(
        propertyFilterParamSchema.parse({ propertyId: '20', bool: 'true', measurementUnitId: '3' }),
      ),
    ).toEqual({ propertyId: 20, value: null, maxValue: null, measurementUnitId: 3, bool: true });
  });
});
