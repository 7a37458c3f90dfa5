// Paging shared by every listing: 1-based page, bounded page size, and the envelope of a page.
import './zod-config';
import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './product-sorts';

export const MAX_PAGE_SIZE = 100;

/** Spec section 9: query arrays are indexed up to 20, so a query-string list holds at most 21 items. */
export const MAX_QUERY_ARRAY = 21;

/** Ids are PostgreSQL `integer` (int4) columns: 1 … 2 147 483 647. */
export const MAX_ID = 2_147_483_647;

/**
 * A public id in a path or query string: digits only, so a missing value reads as "required", text as
 * "numbers only" and a fraction as "integers only".
 */
export const idSchema = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, { error: 'number', abort: true })
  .regex(/^\d+$/, { error: 'integer', abort: true })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'number' }).max(MAX_ID, { error: 'number' }));

/** An id in a JSON body: a whole JSON number within int4 (a larger one would only fail in the database). */
export const bodyIdSchema = z.number().int().min(1).max(MAX_ID);

export const pagingQuerySchema = z.object({
  page: z.coerce.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Free-text query parameters: trimmed, bounded; normalisation happens in the service. */
export const searchTextSchema = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH);

/** `true`/`false`/`1`/`0` from a query string. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'oneOf' })
  .transform((v) => v === 'true' || v === '1');
