// One property filter, one model (issue 29): the page URL (`property-filter-url.ts`), the API's listing (which
// converts it to base units) and the sourcing assistant all hold a filter as a `PropertyFilter`. The API's query
// and body keep their own form (`propertyFilterParamSchema`, spec section 3), read into and written from the model
// here, so a filter means the same wherever it is made.
import './zod-config';
import { z } from 'zod';
import type { CategoryProperty, PropertyType } from './catalog-properties';
import { bodyIdSchema, idSchema } from './paging';

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
export const propertyFilterSchema = z.object({
  propertyId: z.number().int().positive(),
  value: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable(),
  maxValue: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable(),
  measurementUnitId: z.number().int().positive().nullable(),
  options: z.array(z.string().max(64)).max(20).optional(),
  bool: z.boolean().optional(),
});
export type PropertyFilter = z.infer<typeof propertyFilterSchema>;

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

// ---- The API's form ------------------------------------------------------------------------------

/** Numbers arrive as JSON numbers (POST bodies) or strings (query strings); '' means "not given". */
const notGiven = (v: unknown) => (v === '' || v === null ? undefined : v);
const decimalInput = z.preprocess(notGiven, z.coerce.number().min(-MAX_MEASURE).max(MAX_MEASURE));

/**
 * One property filter as the API's query and bodies take it (spec section 3: value, maxValue,
 * measurementUnitId). A lone `value` means "about this value" (±1%); `value` and `maxValue` are an inclusive
 * range; option filters list option keys (any of them matches); boolean filters give `bool`.
 */
export const propertyFilterParamSchema = z
  .object({
    propertyId: idSchema.or(bodyIdSchema),
    value: decimalInput.optional(),
    maxValue: decimalInput.optional(),
    measurementUnitId: idSchema.or(bodyIdSchema).optional(),
    options: z.array(z.string().max(64)).max(20).optional(),
    bool: z.enum(['true', 'false'], { error: 'oneOf' }).or(z.boolean()).optional(),
  })
  .meta({ id: 'PropertyFilter' });
export type PropertyFilterParamInput = z.input<typeof propertyFilterParamSchema>;
export type PropertyFilterParam = z.output<typeof propertyFilterParamSchema>;

/**
 * The model of a filter the API was sent: a lone value is "about" it, so both bounds are that value; an upper
 * bound of MAX_MEASURE or more is no bound ("at least").
 */
export function propertyFilterFromParam(param: PropertyFilterParam): PropertyFilter {
  const maxValue = param.maxValue ?? param.value ?? null;
  const filter: PropertyFilter = {
    propertyId: Number(param.propertyId),
    value: param.value ?? null,
    maxValue: maxValue !== null && maxValue >= MAX_MEASURE && param.value !== undefined ? null : maxValue,
    measurementUnitId: param.measurementUnitId === undefined ? null : Number(param.measurementUnitId),
  };
  if (param.options !== undefined) filter.options = param.options;
  if (param.bool !== undefined) filter.bool = param.bool === true || param.bool === 'true';
  return filter;
}

/**
 * The API's form of a filter. "At least" is sent with an upper bound far beyond any rating, since the API reads
 * a lone lower bound as "about this value".
 */
export function propertyFilterToParam(filter: PropertyFilter): PropertyFilterParam {
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
