// Catalog data access: units, category properties, product listings with property filters, product pages. Its
// SQL lives in the *.repo.ts files of this folder, composed here; the caches of units and category properties are
// built once per repository, so one per catalog service.
import type { Database } from '../../db/client.js';
import { createCatalogRepoContext } from './catalog-repo-context.repo.js';
import { createListingsRepo } from './listings.repo.js';
import { createProductPagesRepo } from './product-pages.repo.js';
import { createUnitsRepo } from './units.repo.js';

export type { ProductListFilter } from './listing-conditions.repo.js';

export function createCatalogRepo(db: Database, options: { walkBudget?: number; bandLimit?: number } = {}) {
  const context = createCatalogRepoContext(db, options);
  return { ...createUnitsRepo(context), ...createListingsRepo(context), ...createProductPagesRepo(context) };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
