// The supplier workspace: bulk edit, duplicate, spreadsheet export and import, and the supplier's summary
// (docs/decisions/028).
import './zod-config';
import { z } from 'zod';
import { PRODUCT_STATUSES, productAvailabilitySchema } from './catalog-products';
import { rialsSchema } from './money';
import { productStatusSchema } from './own-products';
import { bodyIdSchema, searchTextSchema } from './paging';

// ---- Bulk edit, duplicate, spreadsheet export and import, the supplier's summary (decision 028) ----------

export const BULK_EDIT_MAX_IDS = 500;
/** At most this many products change in one bulk edit "over every product matching the filter". */
export const BULK_EDIT_MAX_MATCHES = 2000;

export const ownProductsFilterSchema = z.object({
  q: searchTextSchema.optional(),
  status: productStatusSchema.optional(),
  availability: productAvailabilitySchema.optional(),
  categoryId: bodyIdSchema.optional(),
});

export const bulkEditBodySchema = z
  .object({
    merchantId: bodyIdSchema,
    /** Chosen rows, or every product of the merchant matching `filter` (when `ids` is absent). */
    ids: z.array(bodyIdSchema).min(1, { error: 'notEmpty' }).max(BULK_EDIT_MAX_IDS).optional(),
    filter: ownProductsFilterSchema.optional(),
    /** A new price in Rials, or null for «استعلام قیمت»; absent: prices stay. */
    priceRials: rialsSchema.min(1).nullable().optional(),
    availability: productAvailabilitySchema.optional(),
    status: z.enum(['published', 'draft']).optional(),
  })
  .refine((b) => b.ids !== undefined || b.filter !== undefined, { error: 'required', path: ['ids'] })
  .refine((b) => b.priceRials !== undefined || b.availability !== undefined || b.status !== undefined, {
    error: 'required',
    path: ['priceRials'],
  });
export type BulkEditBody = z.input<typeof bulkEditBodySchema>;
export const bulkEditResultSchema = z.object({ changed: z.number().int(), ids: z.array(z.number().int()) });

/** Upload limits of the spreadsheet import. */
export const IMPORT_LIMITS = { chars: 1_000_000, rows: 1000 } as const;
export const importBodySchema = z.object({
  merchantId: bodyIdSchema,
  csv: z.string().min(1, { error: 'required' }).max(IMPORT_LIMITS.chars, { error: 'tooBig' }),
  /** false (default): only check and report; true: apply, and only when no row has an error. */
  apply: z.boolean().default(false),
});
export type ImportBody = z.input<typeof importBodySchema>;
export const importRowErrorSchema = z.object({
  row: z.number().int().describe('Line of the file, the header being line 1'),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importReportSchema = z
  .object({
    applied: z.boolean(),
    rows: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    errors: z.array(importRowErrorSchema),
  })
  .meta({ id: 'ProductImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

export const ownProductsSummarySchema = z
  .object({
    merchant: z.object({ id: z.number().int(), name: z.string() }),
    byStatus: z.record(z.enum(PRODUCT_STATUSES), z.number().int()),
    byAvailability: z.record(productAvailabilitySchema, z.number().int()),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'OwnProductsSummary' });
export type OwnProductsSummary = z.infer<typeof ownProductsSummarySchema>;
