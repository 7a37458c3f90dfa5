// Quantity prices of a listing (decision 045): price tiers by quantity, an order multiple, a sample, and the
// rules that price a line and refuse a quantity. Pure, so the editor, the spreadsheet import, the direct order
// and the comparisons all apply one reading.
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';
import { MAX_PRICE_TIERS } from './price-tier-rules';

const MAX_QUANTITY = 10_000_000;
const MAX_PRICE = 100_000_000_000_000;

/** One tier: from `minQuantity` (in the listing's sales unit) up to the next tier's start, this price per unit. */
export const priceTierSchema = z
  .object({
    minQuantity: z.number({ error: 'number' }).positive({ error: 'positive' }).max(MAX_QUANTITY),
    priceRials: z.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(MAX_PRICE),
    leadTimeDays: z
      .number({ error: 'number' })
      .int({ error: 'integer' })
      .min(0)
      .max(3650)
      .nullable()
      .default(null)
      .describe('Days to ship an order in this tier; null: the listing’s own lead time'),
  })
  .meta({ id: 'PriceTier' });
export type { PriceTier, TieredListing, TierProblem } from './price-tier-rules';
export {
  leadTimeFor,
  MAX_PRICE_TIERS,
  quantityProblem,
  tierIndexFor,
  tierProblems,
  tierRangeLabel,
  tierWarnings,
  unitPriceFor,
} from './price-tier-rules';

/** The editor's quantity fields (added to the product editor's body). */
export const quantityPricingInputSchema = z.object({
  priceTiers: z.array(priceTierSchema).max(MAX_PRICE_TIERS).default([]),
  orderMultiple: z
    .number({ error: 'number' })
    .positive({ error: 'positive' })
    .max(MAX_QUANTITY)
    .nullable()
    .optional()
    .describe('Quantities are sold in multiples of this (a box of 10, a 6 m bar); null: any quantity'),
  samplePriceRials: z
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(1)
    .max(MAX_PRICE)
    .nullable()
    .optional()
    .describe('Price of one sample unit; null: no samples'),
});

/** What a reader sees of a listing's quantity prices (product page, comparisons, orders). */
export const quantityPricingSchema = z
  .object({
    priceTiers: z.array(priceTierSchema.extend({ leadTimeDays: z.number().int().nullable() })),
    orderMultiple: z.number().nullable(),
    samplePriceRials: rialsSchema.nullable(),
  })
  .meta({ id: 'QuantityPricing' });
export type QuantityPricing = z.infer<typeof quantityPricingSchema>;
