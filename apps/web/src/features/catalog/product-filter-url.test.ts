import type { CategoryProperty, Unit } from '@bazaar/contracts/catalog-properties';
import { filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import { describe, expect, it } from 'vitest';
import type { CategoryPropertyFilter } from './category-filter-state';
import { fieldsOfRows, filterableOfFields, filterFieldProperties, filterFieldRows } from './filter-field-properties';
import { filtersToSearchParams, searchParamsToFilters } from './product-filter-url';

const unit = (id: number, key: string, symbol: string): Unit => ({
  id,
  quantityId: 1,
  key,
  name: key,
  symbol,
  factor: 1,
  offset: 0,
  isBase: false,
});
const bar = unit(16, 'bar', 'bar');
const psi = unit(17, 'psi', 'psi');
const base = {
  categoryId: 84,
  quantity: null,
  defaultUnit: null,
  units: [],
  options: [],
  hint: null,
  sortOrder: 0,
  integer: false,
};
const properties: CategoryProperty[] = [
  {
    ...base,
    id: 3,
    key: 'max_pressure',
    name: 'حداکثر فشار کاری',
    type: 'number',
    filterable: true,
    quantity: { id: 1, key: 'pressure', name: 'فشار' },
    defaultUnit: bar,
    units: [bar, psi],
  },
  {
    ...base,
    id: 6,
    key: 'body_material',
    name: 'جنس بدنه',
    type: 'option',
    filterable: true,
    options: [
      { key: 'cast_iron', label: 'چدن' },
      { key: 'ss316', label: 'فولاد ضدزنگ ۳۱۶' },
    ],
  },
  { ...base, id: 20, key: 'atex', name: 'ضد انفجار', type: 'boolean', filterable: true },
  { ...base, id: 21, key: 'note', name: 'توضیح', type: 'text', filterable: true },
  { ...base, id: 22, key: 'weight', name: 'وزن', type: 'number', filterable: false },
];
const schema = filterablePropertiesOf(properties);
const read = (query: string) => searchParamsToFilters(new URLSearchParams(query), schema);

const numberFilter = (value: number | null, maxValue: number | null, measurementUnitId: number | null = null) => ({
  propertyId: 3,
  value,
  maxValue,
  measurementUnitId,
  defaultMeasurementUnitDisplayText: 'bar',
});
const noBounds = { value: null, maxValue: null, measurementUnitId: null, defaultMeasurementUnitDisplayText: null };

describe('filters in the URL', () => {
  it('knows only filterable, non-text properties', () => {
    expect(schema.map((p) => p.id)).toEqual([3, 6, 20]);
  });

  it('reads the URL the same from the form’s fields as from the properties (the page sends only the fields)', () => {
    const fromFields = filterableOfFields(filterFieldProperties(properties));
    expect(fromFields).toEqual(schema);
    const query = new URLSearchParams('f.3=10~20@psi&f.6=ss316&f.20=1');
    expect(searchParamsToFilters(query, fromFields)).toEqual(searchParamsToFilters(query, schema));
  });

  it('sends the fields as rows without key names and reads them back whole', () => {
    const rows = filterFieldRows(properties);
    expect(fieldsOfRows(rows)).toEqual(filterFieldProperties(properties));
    expect(filterableOfFields(fieldsOfRows(rows))).toEqual(schema);
    expect(JSON.stringify(rows)).not.toMatch(/"(defaultUnitSymbol|label|key|options)"/);
  });

  it('reads the compact form: ranges, open bounds, units by key or id, options and yes/no', () => {
    expect(read('f.3=10~20@psi&f.6=cast_iron,ss316&f.20=1')).toEqual([
      numberFilter(10, 20, 17),
      { propertyId: 6, ...noBounds, options: ['cast_iron', 'ss316'] },
      { propertyId: 20, ...noBounds, bool: true },
    ]);
    expect(read('f.3=10~')).toEqual([numberFilter(10, null)]);
    expect(read('f.3=~20@17')).toEqual([numberFilter(null, 20, 17)]);
    expect(read('f.3=7.5')).toEqual([numberFilter(7.5, 7.5)]);
    expect(read('f.3=-5~5@bar')).toEqual([numberFilter(-5, 5)]); // the default unit is not stored
    expect(read('f.20=0')).toEqual([{ propertyId: 20, ...noBounds, bool: false }]);
  });

  it('reads the long form a GET form sends without JavaScript, Persian digits included', () => {
    expect(read('f.3.min=۱۰&f.3.max=&f.3.unit=psi&f.6=ss316&f.6=cast_iron&f.20=&sort=price_asc')).toEqual([
      numberFilter(10, null, 17),
      { propertyId: 6, ...noBounds, options: ['ss316', 'cast_iron'] },
    ]);
    expect(read('f.3.min=&f.3.max=&f.3.unit=bar')).toEqual([]);
  });

  it('drops what cannot be applied instead of failing', () => {
    for (const query of [
      'f.3=abc',
      'f.3=10~20@furlong',
      'f.3=10-5',
      'f.3=~',
      'f.3=',
      'f.3.min=ten',
      'f.6=granite',
      'f.20=maybe',
      'f.21=hello',
      'f.22=5',
      'f.999=1',
      'f.x=1',
      'f.3.colour=red',
    ]) {
      expect(read(query), query).toEqual([]);
    }
    expect(read('f.6=granite,ss316')).toEqual([{ propertyId: 6, ...noBounds, options: ['ss316'] }]);
  });

  it('keeps a range the API will refuse, so its message can be shown next to the control', () => {
    expect(read('f.3=20~10')).toEqual([numberFilter(20, 10)]);
  });

  it('writes the compact form in the order of the filters and round-trips', () => {
    const filters: CategoryPropertyFilter[] = [
      { propertyId: 20, ...noBounds, bool: true },
      numberFilter(10, 20, 17),
      { propertyId: 6, ...noBounds, options: ['cast_iron', 'ss316'] },
    ];
    const params = filtersToSearchParams(filters, schema);
    expect(decodeURIComponent(params.toString())).toBe('f.20=1&f.3=10~20@psi&f.6=cast_iron,ss316');
    expect(searchParamsToFilters(params, schema)).toEqual(filters);

    for (const filter of [
      numberFilter(10, null),
      numberFilter(null, 0.5, 17),
      numberFilter(3, 3),
      numberFilter(-40, 0),
    ]) {
      expect(searchParamsToFilters(filtersToSearchParams([filter], schema), schema)).toEqual([filter]);
    }
  });

  it('writes nothing for a filter without bounds or options', () => {
    expect(
      filtersToSearchParams([numberFilter(null, null), { propertyId: 6, ...noBounds, options: [] }]).toString(),
    ).toBe('');
  });
});
