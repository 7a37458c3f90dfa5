// The orders of a product list, without zod: the list's filter form (a client component) reads them, and
// catalog.ts would ship the schemas with it.
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Longest free-text query (searchTextSchema in paging.ts). */
export const SEARCH_TEXT_MAX_LENGTH = 100;
