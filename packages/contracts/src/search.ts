// Search contract (issue 15, docs/decisions/020-search.md): suggestions while typing, the full search behind
// /search/{key}, and the count of a search a person made (popular searches).
import './zod-config';
import { z } from 'zod';
import { categoryTypeSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { idSchema } from './paging';
import { problemSchema } from './problem';
import {
  SEARCH_HITS_PATH,
  SEARCH_MAX_LENGTH,
  SUGGEST_MAX_ITEMS,
  SUGGEST_MIN_LENGTH,
  SUGGESTION_KINDS,
  SUGGESTIONS_PATH,
} from './search-kinds';

export {
  SEARCH_HITS_PATH,
  SEARCH_MAX_LENGTH,
  SUGGEST_MAX_ITEMS,
  SUGGEST_MIN_LENGTH,
  SUGGESTION_KIND_LABELS,
  SUGGESTION_KINDS,
  SUGGESTIONS_PATH,
  type SuggestionKind,
} from './search-kinds';

export const suggestionKindSchema = z.enum(SUGGESTION_KINDS).meta({ id: 'SuggestionKind' });

/** A piece of a title; `hit` when it matched a searched word (the page highlights those). */
export const titlePartSchema = z.object({ text: z.string(), hit: z.boolean() }).meta({ id: 'SearchTitlePart' });
export type TitlePart = z.infer<typeof titlePartSchema>;

export const suggestionSchema = z
  .object({
    kind: suggestionKindSchema,
    /** The object's id; null for a popular search. */
    id: z.number().int().nullable(),
    title: z.string(),
    titleParts: z.array(titlePartSchema),
    /** A short second line: the category of a product, the city of a supplier, the type of a category. */
    subtitle: z.string().nullable(),
    /** The page on the site, e.g. `/products/12/پمپ-...` or `/search/پمپ`. */
    url: z.string(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionGroupSchema = z
  .object({ kind: suggestionKindSchema, items: z.array(suggestionSchema) })
  .meta({ id: 'SuggestionGroup' });
export type SuggestionGroup = z.infer<typeof suggestionGroupSchema>;

export const suggestionsQuerySchema = z.object({
  q: z.string().trim().min(SUGGEST_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
});

export const suggestionsSchema = z
  .object({
    /** The query as the engine read it (folded: ی/ک, Latin digits, one space). */
    query: z.string(),
    /** Groups in the order categories, products, suppliers, articles, popular; empty groups left out. */
    groups: z.array(suggestionGroupSchema),
    /** All items of all groups: at most SUGGEST_MAX_ITEMS. */
    total: z.number().int().min(0).max(SUGGEST_MAX_ITEMS),
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
};

export const SEARCH_MAX_PAGE_SIZE = 48;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  page: z.coerce.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(100).default(1),
  pageSize: z.coerce.number({ error: 'number' }).int({ error: 'integer' }).min(1).max(SEARCH_MAX_PAGE_SIZE).default(12),
  sort: searchSortSchema.default('relevance'),
  categoryType: categoryTypeSchema.optional(),
  categoryId: idSchema.optional(),
  /** «جست‌وجو برای … به‌جای آن»: the words as typed, without spelling corrections (decision 046). */
  asTyped: z.enum(['1']).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchParams = z.output<typeof searchQuerySchema>;

export const searchProductHitSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleParts: z.array(titlePartSchema),
    url: z.string(),
    imageUrl: z.string().nullable(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    categoryType: categoryTypeSchema,
    supplierId: z.number().int(),
    supplierName: z.string(),
    /** The supplier passed a verification (identity, documents or a site visit). */
    supplierVerified: z.boolean(),
    priceRials: z.number().int().nullable(),
    salesUnit: z.string(),
    createdAt: z.string(),
    /**
     * This offer stands for the offers of its base product (decision 053: one result per base product): how
     * many, the lowest price among them and the page of them all. Null when the offer is alone.
     */
    offers: z
      .object({ count: z.number().int().min(2), lowestPriceRials: z.number().int().nullable(), url: z.string() })
      .nullable(),
  })
  .meta({ id: 'SearchProductHit' });
export type SearchProductHit = z.infer<typeof searchProductHitSchema>;

export const searchOtherHitSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleParts: z.array(titlePartSchema),
    subtitle: z.string().nullable(),
    url: z.string(),
  })
  .meta({ id: 'SearchHit' });
export type SearchOtherHit = z.infer<typeof searchOtherHitSchema>;

const sectionOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().min(0) });

export const searchResultSchema = z
  .object({
    query: z.string(),
    /** The query with misspelt words corrected, when any was («منظورتان … بود؟»); null otherwise. */
    correctedQuery: z.string().nullable(),
    /**
     * Nothing matched every value asked for (decision 046): the products are the nearest — they match the
     * words, not the values named here («۲۵۰ کیلووات») — and the page says so («نزدیک‌ترین‌ها»). Null when
     * the products match exactly.
     * `words` (decision 060): nothing held every word typed; each product lacks at most one of these.
     */
    nearest: z.object({ unmatched: z.array(z.string()), words: z.array(z.string()).optional() }).nullable(),
    products: z.object({
      items: z.array(searchProductHitSchema),
      total: z.number().int().min(0),
      /** More matched than were counted (SEARCH_COUNT_CAP); `total` is then a lower bound. */
      totalCapped: z.boolean(),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
    categories: sectionOf(searchOtherHitSchema),
    suppliers: sectionOf(searchOtherHitSchema),
    articles: sectionOf(searchOtherHitSchema),
    facets: z.object({
      categoryTypes: z.array(z.object({ categoryType: categoryTypeSchema, count: z.number().int().min(0) })),
      categories: z.array(
        z.object({ id: z.number().int(), name: z.string(), categoryType: categoryTypeSchema, count: z.number().int() }),
      ),
    }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchHitBodySchema = z.object({ q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH) });
export const searchHitResultSchema = z.object({ counted: z.boolean() });

const tags = ['search'] as const;
const errors = { 400: problemSchema };

export const searchEndpoints = {
  suggestions: defineEndpoint({
    method: 'GET',
    path: SUGGESTIONS_PATH,
    summary: 'Suggestions while typing, grouped: categories, products, suppliers, articles, popular searches',
    description:
      'At most 10 in all, each with the address of its page on the site. Typo-tolerant (one typo in words of five letters or more).',
    tags,
    access: 'public',
    query: suggestionsQuerySchema,
    responses: { 200: suggestionsSchema, ...errors },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/searches',
    summary:
      'Full search behind /search/{key}: products paged with facets, and the best categories, suppliers and articles',
    tags,
    access: 'public',
    query: searchQuerySchema,
    responses: { 200: searchResultSchema, ...errors },
  }),
  hit: defineEndpoint({
    method: 'POST',
    path: SEARCH_HITS_PATH,
    summary: 'Counts a search a person made, for popular searches (bots and repeats the same day are not counted)',
    tags,
    access: 'public',
    body: searchHitBodySchema,
    responses: { 200: searchHitResultSchema, ...errors },
  }),
};
