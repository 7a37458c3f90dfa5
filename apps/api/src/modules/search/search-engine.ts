// The seam between search and its engine (docs/decisions/020-search.md). The service builds a QueryPlan and
// asks an engine; today the engine is PostgreSQL (search.repo.ts: full-text `simple` vectors and pg_trgm
// over generated columns). A dedicated engine (OpenSearch, Meilisearch…) would implement this interface and
// be handed to the service in modules/search/index.ts; no caller changes.
import type { CategoryType } from '@bazaar/contracts/categories';
import type { SearchSort } from '@bazaar/contracts/search';
import type { UnitRow } from '../../shared/query-reader/units.js';
import type { QueryPlan, ValueFilter } from './query-plan.js';
import type { VocabularyWord } from './spelling.js';
import type { IndexedRow } from './suggestion-index.js';

export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  firstImage: string | null;
  categoryId: number;
  categoryName: string;
  categoryType: CategoryType;
  supplierId: number;
  supplierName: string;
  verificationLevel: string;
  priceRials: number | null;
  salesUnit: string;
  createdAt: string;
  /** This offer stands for its base product's offers (decision 053): how many, from what price. Null when alone. */
  offers: { count: number; lowestPriceRials: number | null; baseProductId: number; baseProductSlug: string } | null;
}

/** A generic product (base product): what the suggestions offer while typing. */
export interface BaseProductRow {
  id: number;
  name: string;
  slug: string;
  categoryName: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  categoryType: CategoryType;
}

export interface SupplierRow {
  id: number;
  name: string;
  slug: string;
  city: string | null;
}

export interface ArticleRow {
  id: number;
  title: string;
  slug: string;
  summary: string;
}

export interface ProductSearch {
  sort: SearchSort;
  categoryType?: CategoryType;
  categoryId?: number;
  offset: number;
  limit: number;
  /**
   * The nearest (decision 053): values nothing had exactly; by relevance, offers are ordered by how close
   * their stored value of each is, then by the text score. Offers storing none come last.
   */
  closeTo?: ValueFilter[];
}

export interface ProductResults {
  items: ProductRow[];
  /** Matches after the filters (capped). */
  total: number;
  totalCapped: boolean;
  /**
   * Whether some result of the page holds every typed word in its title or its category's names (1), or each only
   * mentions one in its description or model (0; decision 117). Worked out for the page's dozen results only;
   * absent when the engine does not tell.
   */
  named?: number;
  facets: {
    categoryTypes: { categoryType: CategoryType; count: number }[];
    categories: { id: number; name: string; categoryType: CategoryType; count: number }[];
  };
}

/**
 * What the suggestions draw on, every row with the words of its search vector (suggestion-index.ts keeps
 * them in memory). Products are the generic products (base products, hundreds), each leading to the page
 * of all its offers: reading a million offers per keystroke is too slow.
 */
export interface SuggestionSources {
  categories: (CategoryRow & IndexedRow & { level: number })[];
  products: (BaseProductRow & IndexedRow)[];
  suppliers: (SupplierRow & IndexedRow & { verificationLevel: string })[];
  /** Published articles, also those whose publication time is still ahead (ISO `publishedAt`). */
  articles: (ArticleRow & IndexedRow & { publishedAt: string })[];
  /** Popular searches made at least the given number of times. */
  popular: { key: string; hits: number }[];
}

export interface SearchEngine {
  products(plan: QueryPlan, search: ProductSearch): Promise<ProductResults>;
  /** Everything the suggestions match against, read at once (popular searches from `minHits` on). */
  suggestionSources(minHits: number): Promise<SuggestionSources>;
  categories(plan: QueryPlan, limit: number): Promise<{ items: CategoryRow[]; total: number }>;
  suppliers(plan: QueryPlan, limit: number): Promise<{ items: SupplierRow[]; total: number }>;
  articles(plan: QueryPlan, limit: number): Promise<{ items: ArticleRow[]; total: number }>;
  /**
   * Words of titles and names with the number of documents holding each (the speller's dictionary), the
   * number of documents counted, and, where the engine keeps statistics, the share of offers holding each
   * of the most common words (any field): the engine's own estimates of how broad a query is.
   */
  vocabulary(): Promise<{
    words: VocabularyWord[];
    documents: number;
    common: { word: string; share: number }[];
    /** The words of the site's own text no offer needs to hold (decision 114): the speller leaves them as typed. */
    language?: string[];
  }>;
  /** The units of measurement (the query reader reads numbers with them). */
  units(): Promise<UnitRow[]>;
  /** Counts one search of `key`; answers its count so far. */
  recordSearch(key: string): Promise<number>;
}

/**
 * The category a query's words name, by the assistant's reader (the classifier learned from the catalog; decision
 * 107), or null when the words name none.
 */
export type CategoryReader = (query: string) => Promise<CategoryRead | null>;

/** What the reader made of a query (decisions 107 and 112). */
export interface CategoryRead {
  id: number;
  name: string;
  /** The typed words no step of the reader took (no category's, property's, option's or place's word). */
  unread: string[];
  /** The category has no kinds under it: the reader did not fall back on a parent when it could not tell them apart. */
  leaf: boolean;
}
