// Catalog: units of measurement, their quantities and category properties (spec section 3).
import './zod-config';
import { z } from 'zod';
import { idSchema, pagingQuerySchema, searchTextSchema } from './paging';

// ---- Units ------------------------------------------------------------------------------------

export const unitSchema = z
  .object({
    id: z.number().int(),
    quantityId: z.number().int(),
    key: z.string(),
    name: z.string(),
    symbol: z.string(),
    factor: z.number().describe('base = value × factor + offset'),
    offset: z.number(),
    isBase: z.boolean(),
  })
  .meta({ id: 'UnitOfMeasurement' });
export type Unit = z.infer<typeof unitSchema>;

export const measurementQuantitySchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), baseUnitId: z.number().int() })
  .meta({ id: 'MeasurementQuantity' });
export type MeasurementQuantity = z.infer<typeof measurementQuantitySchema>;

export const unitFilterQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  quantityId: idSchema.optional(),
});

// ---- Category properties -----------------------------------------------------------------------

export const PROPERTY_TYPES = ['number', 'range', 'option', 'boolean', 'text'] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES).meta({ id: 'PropertyType' });
export type PropertyType = z.infer<typeof propertyTypeSchema>;
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  number: 'عددی',
  range: 'بازه',
  option: 'گزینه‌ای',
  boolean: 'بله/خیر',
  text: 'متنی',
};

export const propertyOptionSchema = z.object({ key: z.string(), label: z.string() });

export const categoryPropertySchema = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int().describe('The category that defines it; descendants inherit it'),
    key: z.string(),
    name: z.string(),
    type: propertyTypeSchema,
    quantity: z.object({ id: z.number().int(), key: z.string(), name: z.string() }).nullable(),
    defaultUnit: unitSchema.nullable(),
    units: z.array(unitSchema).describe('Every unit of the quantity, for a unit selector'),
    filterable: z.boolean(),
    integer: z
      .boolean()
      // Answers the web cached before the field existed read as "not a count".
      .default(false)
      .describe('A count (stages, years): number and range values must be whole numbers'),
    options: z.array(propertyOptionSchema),
    hint: z.string().nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'CategoryProperty' });
export type CategoryProperty = z.infer<typeof categoryPropertySchema>;
