// Money: whole Rials, end to end (docs/decisions/015). The API and the database speak Rials; the web shows
// tomans through formatMoney in @bazaar/fa/money.
import './zod-config';
import { z } from 'zod';

/**
 * The largest amount accepted: 10^15 Rials (10^14 tomans). It stays below Number.MAX_SAFE_INTEGER
 * (about 9×10^15), so every amount survives JSON and JavaScript numbers exactly, and it is far above any
 * single price or order of an industrial marketplace.
 */
export const MAX_RIALS = 1_000_000_000_000_000;

/** An amount in whole Rials: an integer from 0 to MAX_RIALS, never a fraction. */
export const rialsSchema = z.number().int().min(0).max(MAX_RIALS).describe('Amount in whole Rials (IRR)');
export type Rials = z.infer<typeof rialsSchema>;

/** A Rials amount from a query string: blank means absent, digits are read as a number and checked. */
export const rialsQuerySchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .max(MAX_RIALS, { abort: true }) // first, so 1e308 reads as "too large", not also "not whole"
    .int({ error: 'integer' })
    .min(0)
    .optional(),
);
