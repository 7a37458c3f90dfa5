// One property filter, one model (issue 29): the page URL (`property-filter-url.ts`), the API's listing (which
// converts it to base units) and the sourcing assistant all hold a filter as a `PropertyFilter`. The API's query
// and body keep their own form (`propertyFilterParamSchema`, spec section 3), read into and written from the model
// here, so a filter means the same wherever it is made.
import './zod-config';
import { z } from 'zod';
import { bodyIdSchema, idSchema } from './paging';
import { MAX_MEASURE, type PropertyFilter, type PropertyFilterParamShape } from './property-filter-model';

export {
  canFilterBy,
  emptyPropertyFilter,
  type FilterableProperty,
  filterablePropertiesOf,
  MAX_MEASURE,
  type PropertyFilter,
  type PropertyFilterParamShape,
  propertyFilterToParam,
  SINGLE_VALUE_TOLERANCE,
} from './property-filter-model';

/** The model's schema (`PropertyFilter` in property-filter-model.ts, checked equal below). */
export const propertyFilterSchema = z.object({
  propertyId: z.number().int().positive(),
  value: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable(),
  maxValue: z.number().min(-MAX_MEASURE).max(MAX_MEASURE).nullable(),
  measurementUnitId: z.number().int().positive().nullable(),
  options: z.array(z.string().max(64)).max(20).optional(),
  bool: z.boolean().optional(),
});
type SchemaFilter = z.infer<typeof propertyFilterSchema>;
// The hand-written model and the schema describe the same value (a compile error if they drift).
const sameShape: [PropertyFilter, SchemaFilter] = [{} as SchemaFilter, {} as PropertyFilter];
void sameShape;

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

// The API's form as the web's client code writes it (property-filter-model.ts) is a value this schema accepts.
const writable: PropertyFilterParam = {} as PropertyFilterParamShape;
void writable;
