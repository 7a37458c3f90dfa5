// The PostgreSQL search engine (docs/decisions/020-search.md): generated `search_vector` (tsvector, `simple`
// configuration over bz_search_fold text; titles weight A, the rest B) and `search_compact` (folded title
// without spaces, pg_trgm GIN index) on products, suppliers, categories and pages; offers are matched in
// their narrow copy, `search_products` (one row per public offer, kept by triggers: decision 033). A slot of the plan
// matches when the vector holds one of its alternatives (as a word prefix; digits exactly) or the compact
// title contains one (joined/split words, hyphenated model numbers).
// Its SQL lives in the *.repo.ts files of this folder, composed here as the engine.
import type { Database } from '../../db/client.js';
import { createProductSearchRepo } from './product-search.repo.js';
import { createPublicListsRepo } from './public-lists.repo.js';
import type { SearchEngine } from './search-engine.js';
import { createSearchSourcesRepo } from './search-sources.repo.js';

export { productStatement, SEARCH_COUNT_CAP } from './product-search.repo.js';
export { planQuery } from './search-match.repo.js';

export function createSearchRepo(db: Database): SearchEngine {
  return {
    ...createProductSearchRepo(db),
    ...createPublicListsRepo(db),
    ...createSearchSourcesRepo(db),
  };
}
