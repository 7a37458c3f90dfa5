// The narrow product search table (issue 15, docs/decisions/033-narrow-search-table.md): one row per public
// offer (published, by a confirmed supplier, in an active category) holding only what the full search
// matches, ranks, filters and counts by. The offers' rows are wide (descriptions, images, facets: several
// offers to a page), so reading 2,000 candidates from them cost thousands of pages; these rows are a few
// hundred bytes. Kept by database triggers in the writer's own transaction (migration 0028), never by the
// app: every writer (seeds, the scale seed, supplier edits, staff decisions) keeps it true.
import { bigint, customType, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierProducts } from './catalog.js';
import { categories, categoryTypeEnum } from './categories.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchProducts = pgTable(
  'search_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryType: categoryTypeEnum('category_type').notNull(),
    categoryPath: integer('category_path').array().notNull(),
    /** The offer's own generated `search_vector` and `search_compact`, copied: one folding, the database's. */
    searchVector: tsvector('search_vector').notNull(),
    searchCompact: text('search_compact').notNull(),
    priceRials: bigint('price_rials', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The ranking rules that do not depend on the query or the clock: supplier verification and popularity. */
    staticRank: real('static_rank').notNull(),
    /** The generic product the offer sells (decision 053): search shows one base product's offers as one result. */
    baseProductId: integer('base_product_id'),
  },
  (t) => [
    index('search_products_vector_idx').using('gin', t.searchVector),
    index('search_products_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);

/**
 * Each category's words as an offer's row of `search_products` carries them (decision 067): the output of
 * `bz_category_search_vector(path)` for the category's lineage `path` (its ancestors, root first, then itself),
 * computed once per category instead of once per offer (26 ms an offer under load: 7 hours for 1,000,000).
 * Kept by triggers (migration 0054) when a category is added, renamed or moved, and when a trade term changes;
 * `search_products_source` reads it when an offer's `category_path` equals `path`, else calls the function.
 */
export const categorySearchVectors = pgTable('category_search_vectors', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  path: integer('path').array().notNull(),
  searchVector: tsvector('search_vector').notNull(),
});
