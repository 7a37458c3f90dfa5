// Search (issue 15, docs/decisions/020-search.md): reads a query into a plan (folding, model numbers,
// synonyms, one typo per long word), asks the engine, and shapes the answers: grouped suggestions with
// their site addresses, the full search with facets, and the counting of popular searches.
import type {
  SearchOtherHit,
  SearchParams,
  SearchProductHit,
  SearchResult,
  Suggestion,
  SuggestionKind,
  Suggestions,
} from '@bazaar/contracts/search';
import { SUGGEST_MAX_ITEMS } from '@bazaar/contracts/search';
import { foldForSearch } from '@bazaar/fa/normalize';
import { isbot } from 'isbot';
import { UnitLexicon } from '../../shared/query-reader/units.js';
import type { VisitGate, Visitor } from '../../shared/visit-gate.js';
import { fileUrl } from '../files/file-url.js';
import {
  buildPlan,
  categoryPlan,
  categoryReadTrusted,
  type QueryPlan,
  relaxableSlots,
  relaxedPlan,
  serviceFits,
  titleParts,
  withAdjectiveStems,
  withoutKindWords,
  withoutUnknownWord,
  wordSlots,
} from './query-plan.js';
import { refreshingValue } from './refreshing-value.js';
import type { CategoryReader, ProductRow, SearchEngine, SuggestionSources } from './search-engine.js';
import { articleUrl, baseProductUrl, categoryUrl, productUrl, searchUrl, supplierUrl } from './site-urls.js';
import { Vocabulary } from './spelling.js';
import { PopularKeys, RowIndex } from './suggestion-index.js';
import type { Synonyms } from './synonyms.js';

/** Suggestions per group before the rest of the ten are shared out (in GROUP_ORDER's priority). */
const QUOTAS: Record<SuggestionKind, number> = { category: 2, product: 4, supplier: 2, article: 1, popular: 1 };
const GROUP_ORDER: SuggestionKind[] = ['category', 'product', 'supplier', 'article', 'popular'];
const LEFTOVER_ORDER: SuggestionKind[] = ['product', 'category', 'supplier', 'article', 'popular'];

export interface SearchServiceOptions {
  engine: SearchEngine;
  synonyms: Synonyms;
  /** The category a query names, by the assistant's reader (decision 107); none without it. */
  categoryOf?: CategoryReader;
  visits?: VisitGate | null;
  /** A search becomes a popular suggestion once this many people made it. */
  popularMinHits?: number;
  /** How long the speller's dictionary is reused before it is read again. */
  vocabularyTtlMs?: number;
  /** How long the rows the suggestions draw on are reused before they are read again. */
  suggestionsTtlMs?: number;
}

/**
 * A catalog change makes the dictionary and the suggestions' rows be read again, at most this often. Until then a
 * new product's own words are unknown to the speller, which may «correct» them away: at 60 s a product published a
 * moment ago was not found for up to a minute (issue 37 measured about 35 s). Each read scans a bounded sample
 * (the newest 50,000 offers' words, `search-sources.repo.ts`), so a burst of changes costs one read per 2 s.
 */
const REFRESH_AFTER_CHANGE_MS = 2_000;
/** …and the suggestions' rows (a few thousand small rows), at most this often. */
const SUGGESTIONS_AFTER_CHANGE_MS = 5_000;

/** The suggestions' rows in memory, one index per kind (suggestion-index.ts). */
interface SuggestionSet {
  categories: RowIndex<SuggestionSources['categories'][number]>;
  products: RowIndex<SuggestionSources['products'][number]>;
  suppliers: RowIndex<SuggestionSources['suppliers'][number]>;
  articles: RowIndex<SuggestionSources['articles'][number] & { publishedMs: number }>;
  popular: PopularKeys;
  /** Every category's name, folded: what lets a word the catalog does not know be left out (decision 097). */
  categoryNames: ReadonlySet<string>;
  /** Two words side by side in a category's or a generic product's name, folded (decision 107). */
  namePairs: ReadonlySet<string>;
}

/** Each two words side by side in the names, folded. */
function pairsOf(names: Iterable<string>): Set<string> {
  const pairs = new Set<string>();
  for (const name of names) {
    const words = foldForSearch(name).split(' ').filter(Boolean);
    for (let k = 1; k < words.length; k++) pairs.add(`${words[k - 1]} ${words[k]}`);
  }
  return pairs;
}

const VERIFICATION_BONUS: Record<string, number> = { site_visit: 6, documents: 5, identity: 3 };
const DAY_MS = 86_400_000;

const VERIFIED = new Set(['identity', 'documents', 'site_visit']);

export function createSearchService(options: SearchServiceOptions) {
  const { engine, synonyms } = options;
  const popularMinHits = options.popularMinHits ?? 3;
  const vocabulary = refreshingValue(
    async () => {
      const { words, documents, common, language } = await engine.vocabulary();
      return new Vocabulary(
        [...words, ...synonyms.words().map((word) => ({ word, docs: 1 }))],
        documents,
        common,
        language,
      );
    },
    options.vocabularyTtlMs ?? 10 * 60_000,
    REFRESH_AFTER_CHANGE_MS,
  );
  const suggestionSet = refreshingValue<SuggestionSet>(
    async () => {
      const sources = await engine.suggestionSources(popularMinHits);
      return {
        categories: new RowIndex(sources.categories),
        products: new RowIndex(sources.products),
        suppliers: new RowIndex(sources.suppliers),
        articles: new RowIndex(sources.articles.map((a) => ({ ...a, publishedMs: new Date(a.publishedAt).getTime() }))),
        popular: new PopularKeys(sources.popular, popularMinHits),
        categoryNames: new Set(sources.categories.map((c) => foldForSearch(c.name))),
        namePairs: pairsOf([...sources.categories.map((c) => c.name), ...sources.products.map((r) => r.name)]),
      };
    },
    options.suggestionsTtlMs ?? 60_000,
    SUGGESTIONS_AFTER_CHANGE_MS,
  );

  // Units change only with a deployment's seed: read once an hour.
  const units = refreshingValue(async () => new UnitLexicon(await engine.units()), 60 * 60_000, 60 * 60_000);

  async function plan(query: string, asTyped = false): Promise<QueryPlan | null> {
    const [words, lexicon, set] = await Promise.all([vocabulary.get(), units.get(), suggestionSet.get()]);
    const phrase = (pair: string) => set.namePairs.has(pair) || synonyms.has(pair);
    return buildPlan(query, { synonyms, vocabulary: words, units: lexicon, asTyped, phrase });
  }

  const productHit = (row: ProductRow, p: QueryPlan): SearchProductHit => ({
    id: row.id,
    title: row.title,
    titleParts: titleParts(row.title, p.highlight),
    url: productUrl(row),
    imageUrl: row.firstImage ? fileUrl(row.firstImage) : null,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryType: row.categoryType,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierVerified: VERIFIED.has(row.verificationLevel),
    priceRials: row.priceRials,
    salesUnit: row.salesUnit,
    createdAt: row.createdAt,
    offers: row.offers
      ? {
          count: row.offers.count,
          lowestPriceRials: row.offers.lowestPriceRials,
          url: baseProductUrl({ id: row.offers.baseProductId, slug: row.offers.baseProductSlug }),
        }
      : null,
  });

  const hit = (p: QueryPlan, id: number, title: string, subtitle: string | null, url: string): SearchOtherHit => ({
    id,
    title,
    titleParts: titleParts(title, p.highlight),
    subtitle,
    url,
  });
  /** A suggestion before it is chosen: its highlights come later. */
  const candidate = (id: number | null, title: string, subtitle: string | null, url: string) => ({
    id,
    title,
    titleParts: [],
    subtitle,
    url,
  });

  async function suggest(query: string): Promise<Suggestions> {
    const p = await plan(query);
    if (!p) return { query: '', groups: [], total: 0 };
    // From memory: no database round trip per keystroke. The ranking follows search.repo.ts.
    const set = await suggestionSet.get();
    const now = Date.now();
    const categories = set.categories.search(p, SUGGEST_MAX_ITEMS, (c) => (c.compact === p.compact ? 60 : 0) - c.level);
    const products = set.products.search(p, SUGGEST_MAX_ITEMS).items;
    const suppliers = set.suppliers.search(p, SUGGEST_MAX_ITEMS, (m) => VERIFICATION_BONUS[m.verificationLevel] ?? 0);
    const articles = set.articles.search(p, SUGGEST_MAX_ITEMS, (a) =>
      a.publishedMs > now ? null : 4 * Math.exp(-Math.max(now - a.publishedMs, 0) / (DAY_MS * 365)),
    );
    const popular = set.popular.startingWith(p.folded, SUGGEST_MAX_ITEMS);
    const candidates: Record<SuggestionKind, Suggestion[]> = {
      category: categories.items.map((c) => ({ kind: 'category', ...candidate(c.id, c.name, null, categoryUrl(c)) })),
      product: products.map((r) => ({
        kind: 'product',
        ...candidate(r.id, r.name, `${r.categoryName} · همهٔ پیشنهادهای فروش`, baseProductUrl(r)),
      })),
      supplier: suppliers.items.map((s) => ({ kind: 'supplier', ...candidate(s.id, s.name, s.city, supplierUrl(s)) })),
      article: articles.items.map((a) => ({ kind: 'article', ...candidate(a.id, a.title, null, articleUrl(a)) })),
      popular: popular.map((x) => ({ kind: 'popular', ...candidate(null, x.key, null, searchUrl(x.key)) })),
    };
    const taken: Record<SuggestionKind, number> = { category: 0, product: 0, supplier: 0, article: 0, popular: 0 };
    let total = 0;
    for (const kind of GROUP_ORDER) {
      taken[kind] = Math.min(QUOTAS[kind], candidates[kind].length);
      total += taken[kind];
    }
    for (const kind of LEFTOVER_ORDER) {
      const more = Math.min(candidates[kind].length - taken[kind], SUGGEST_MAX_ITEMS - total);
      taken[kind] += more;
      total += more;
    }
    // Highlights are worked out for the chosen ten only.
    const groups = GROUP_ORDER.filter((kind) => taken[kind] > 0).map((kind) => ({
      kind,
      items: candidates[kind]
        .slice(0, taken[kind])
        .map((item) => ({ ...item, titleParts: titleParts(item.title, p.highlight) })),
    }));
    return { query: p.folded, groups, total };
  }

  async function search(q: SearchParams): Promise<SearchResult> {
    const p = await plan(q.q, q.asTyped === '1');
    const emptySection = { items: [], total: 0 };
    if (!p) {
      return {
        query: '',
        correctedQuery: null,
        nearest: null,
        products: { items: [], total: 0, totalCapped: false, page: q.page, pageSize: q.pageSize },
        categories: emptySection,
        suppliers: emptySection,
        articles: emptySection,
        facets: { categoryTypes: [], categories: [] },
      };
    }
    const productSearch = {
      sort: q.sort,
      categoryType: q.categoryType,
      categoryId: q.categoryId,
      offset: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    };
    const [exact, categories, suppliers, articles] = await Promise.all([
      engine.products(p, productSearch),
      engine.categories(p, 8),
      engine.suppliers(p, 6),
      engine.articles(p, 6),
    ]);
    // Nothing has every value asked for: the nearest match the words, and the page names what differs.
    const values = p.values.filter((v) => v.kind !== 'quantity');
    const words = wordSlots(p);
    const near = exact.total === 0 && values.length > 0 && words.length > 0;
    // By relevance the nearest are ordered by the closeness of their stored values (decision 053), offers that
    // hold the words in their title or category before those that only mention them (decision 060).
    const closeTo = p.slots.flatMap((s) => (s.value ? [s.value] : []));
    const searched = near ? { ...p, slots: words } : p;
    let products = near
      ? await engine.products(searched, { ...productSearch, closeTo: closeTo.length ? closeTo : undefined })
      : exact;
    // Nothing holds every word (decision 060): of three known words or more, offers holding all but one, labelled
    // as the nearest with the words one of which each lacks. A word the catalog does not know is never left out,
    // so a request off the trade («تعمیر ماشین لباسشویی») still finds nothing.
    let relaxed = products.total === 0 ? relaxedPlan(searched) : null;
    if (relaxed) products = await engine.products(relaxed, productSearch);
    // Still nothing, and one word the catalog does not know stands beside words naming a category (decision 097):
    // the category's offers without it (or without one more known word), labelled nearest with the word left out.
    const unknown =
      products.total === 0 ? withoutUnknownWord(searched, (await suggestionSet.get()).categoryNames) : null;
    if (unknown) {
      products = await engine.products(unknown.plan, productSearch);
      relaxed = products.total === 0 ? relaxedPlan(unknown.plan) : null;
      if (relaxed) products = await engine.products(relaxed, productSearch);
    }
    // Still nothing: a word typed as an adjective («پودری») is also looked for as the noun it is made of («پودر»),
    // when the catalog knows that noun (decision 101).
    const loosened =
      products.total === 0 ? withAdjectiveStems(unknown?.plan ?? searched, await vocabulary.get()) : null;
    const loosenedFound = loosened ? await engine.products(loosened.plan, productSearch) : null;
    const adjectives = loosened && loosenedFound && loosenedFound.total > 0 ? loosened.words : [];
    if (loosenedFound && adjectives.length > 0) {
      products = loosenedFound;
      relaxed = null;
    }
    // Still nothing: without the words that only say the kind of offer wanted («کتاب», «مطالعات»; decision 105).
    const vocabularyNow = products.total === 0 ? await vocabulary.get() : null;
    const kindless = vocabularyNow ? withoutKindWords(searched, (w) => vocabularyNow.has(w) || synonyms.has(w)) : null;
    const kindlessFound = kindless ? await engine.products(kindless.plan, productSearch) : null;
    const kindWords = kindless && kindlessFound && kindlessFound.total > 0 ? kindless.words : [];
    if (kindlessFound && kindWords.length > 0) {
      products = kindlessFound;
      relaxed = null;
    }
    // Still nothing: the offers of the category the words name, read as the assistant reads a need (decision 107), when
    // the reader read every typed word and named a category with no kinds under it, and not by a word of the kind
    // wanted alone, and a service only for a request of work or by its own name's words (decision 112: «شیر خشک»,
    // «لاستیک ماشین», «آموزش زبان انگلیسی» find nothing); labelled nearest with the typed words its name does not hold.
    // The reader reads the words as typed: the speller's guess («مقاله» → «نقاله») is no word the buyer wrote.
    const read = products.total === 0 && !q.categoryId && options.categoryOf ? await options.categoryOf(q.q) : null;
    const byCategory = read && categoryReadTrusted(searched, read) ? categoryPlan(p, read.name) : null;
    const categoryFound =
      read && byCategory
        ? await engine.products(byCategory.plan, {
            ...productSearch,
            categoryId: read.id,
            closeTo: closeTo.length ? closeTo : undefined,
          })
        : null;
    const first = categoryFound?.items[0];
    const categoryWords =
      read && byCategory && first && serviceFits(searched, read.name, first.categoryType) ? byCategory.words : null;
    if (categoryFound && categoryWords) {
      products = categoryFound;
      relaxed = null;
    }
    const leftOut =
      products.total > 0 && (relaxed || unknown || adjectives.length > 0 || kindWords.length > 0 || categoryWords)
        ? categoryWords
          ? categoryWords
          : kindWords.length > 0
            ? kindWords
            : [
                ...adjectives,
                ...(unknown ? [unknown.word] : []),
                ...(relaxed ? relaxableSlots(relaxed).map((s) => s.primary[0] ?? '') : []),
              ]
        : null;
    const unmatched = near ? values.map((v) => v.text) : [];
    // Every word matched, yet no offer of the page holds the typed words (values aside: they are read from stored
    // values) in its title or its category's names: each only mentions one in its description («تخلیه چاه» → the
    // well pumps, «پمپ بنزین» → an extinguisher, «فلنج دنده ای» → stud bolts; decision 117). Such an answer is no
    // exact one: labelled nearest. Read by words only (a model number or a compact spelling is matched elsewhere).
    const mentionedOnly = products === exact && exact.total > 0 && exact.named === 0 && p.models.length === 0;
    return {
      query: p.folded,
      correctedQuery: p.corrected,
      nearest: leftOut
        ? { unmatched, words: leftOut }
        : (near || mentionedOnly) && products.total > 0
          ? { unmatched }
          : null,
      products: {
        items: products.items.map((r) => productHit(r, p)),
        total: products.total,
        totalCapped: products.totalCapped,
        page: q.page,
        pageSize: q.pageSize,
      },
      categories: {
        items: categories.items.map((c) => hit(p, c.id, c.name, null, categoryUrl(c))),
        total: categories.total,
      },
      suppliers: {
        items: suppliers.items.map((s) => hit(p, s.id, s.name, s.city, supplierUrl(s))),
        total: suppliers.total,
      },
      articles: {
        items: articles.items.map((a) => hit(p, a.id, a.title, a.summary || null, articleUrl(a))),
        total: articles.total,
      },
      facets: products.facets,
    };
  }

  return {
    suggest,
    search,

    /**
     * Counts one search a person made (popular searches): never a bot's, once per visitor, key and day,
     * and only a search that finds something. Only the folded key is stored.
     */
    async recordHit(query: string, visitor: Visitor): Promise<{ counted: boolean }> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return { counted: false };
      const found = await suggest(query);
      if (!found.query || found.groups.every((g) => g.kind === 'popular')) return { counted: false };
      if (options.visits && !(await options.visits.admit(`search:${found.query}`, visitor))) {
        return { counted: false };
      }
      const hits = await engine.recordSearch(found.query);
      // This process suggests it at once; other processes when they read the rows again.
      suggestionSet.peek()?.popular.set(found.query, hits);
      return { counted: true };
    },

    /** Reads the speller's dictionary ahead of the first search (at start). */
    warm(): void {
      vocabulary.warm();
      suggestionSet.warm();
      units.warm();
    },

    /** The catalog changed: read the speller's dictionary and the suggestions' rows again on next use. */
    catalogChanged() {
      vocabulary.changed();
      suggestionSet.changed();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
