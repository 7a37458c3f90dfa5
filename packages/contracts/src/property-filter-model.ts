// The property filter's model without its schemas (issue 29): what the web's client components import, so the
// listing's first-load JavaScript carries no Zod (property-filter.ts holds the schemas and the API's form).
import type { CategoryProperty, PropertyType } from './catalog-properties';

/** Measured values are bounded far beyond any real one, so unit conversions stay finite. */
export const MAX_MEASURE = 1e15;

/** Tolerance of an "about this value" filter, so 10 bar finds a pump rated 145 psi (9.997 bar). */
export const SINGLE_VALUE_TOLERANCE = 0.01;

/**
 * A property filter. Number and range properties: `value` is the lower bound and `maxValue` the upper one, in
 * `measurementUnitId` (null: the property's default unit); one bound alone is "at least" / "at most", the same
 * number in both is "about this value" (±1%). Option properties list option keys (any matches); yes/no
 * properties give `bool`.
 */
export interface PropertyFilter {
  propertyId: number;
  value: number | null;
  maxValue: number | null;
  measurementUnitId: number | null;
  options?: string[];
  bool?: boolean;
}

/** A filter of `propertyId` with nothing in it yet. */
export const emptyPropertyFilter = (propertyId: number): PropertyFilter => ({
  propertyId,
  value: null,
  maxValue: null,
  measurementUnitId: null,
});

/** What reading, writing and applying a filter need to know of its property. */
export interface FilterableProperty {
  id: number;
  name: string;
  type: PropertyType;
  /** Whether the category lets buyers filter by it (text properties never can). */
  filterable: boolean;
  quantityId: number | null;
  defaultUnitId: number | null;
  /** e.g. 'bar'; null for properties without a unit. */
  defaultUnitSymbol: string | null;
  /** The units of its quantity, by id and by the key the URL writes. */
  units: { id: number; key: string }[];
  optionKeys: string[];
}

/** Whether buyers can filter a listing by the property (text properties cannot be filtered). */
export const canFilterBy = (property: Pick<CategoryProperty, 'filterable' | 'type'>) =>
  property.filterable && property.type !== 'text';

/** The properties a listing can filter by. */
export function filterablePropertiesOf(properties: readonly CategoryProperty[]): FilterableProperty[] {
  return properties.filter(canFilterBy).map((property) => ({
    id: property.id,
    name: property.name,
    type: property.type,
    filterable: true,
    quantityId: property.quantity?.id ?? null,
    defaultUnitId: property.defaultUnit?.id ?? null,
    defaultUnitSymbol: property.defaultUnit?.symbol ?? null,
    units: property.units.map(({ id, key }) => ({ id, key })),
    optionKeys: property.options.map((option) => option.key),
  }));
}

/** A filter in the API's form (what `propertyFilterParamSchema` in property-filter.ts reads), written out here. */
export interface PropertyFilterParamShape {
  propertyId: number;
  value?: number;
  maxValue?: number;
  measurementUnitId?: number;
  options?: string[];
  bool?: boolean;
}

/**
 * The API's form of a filter. "At least" is sent with an upper bound far beyond any rating, since the API reads
 * a lone lower bound as "about this value".
 */
export function propertyFilterToParam(filter: PropertyFilter): PropertyFilterParamShape {
  const { propertyId } = filter;
  if (filter.options) return { propertyId, options: filter.options };
  if (filter.bool !== undefined) return { propertyId, bool: filter.bool };
  const openUpper = filter.value !== null && filter.maxValue === null;
  return {
    propertyId,
    value: filter.value ?? undefined,
    maxValue: openUpper ? Math.max(MAX_MEASURE, filter.value ?? 0) : (filter.maxValue ?? undefined),
    measurementUnitId: filter.measurementUnitId ?? undefined,
  };
}
