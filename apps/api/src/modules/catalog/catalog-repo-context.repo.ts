// What the catalog's repositories share: the database, the listing walk's budget and the in-process caches of
// units and category properties (one of each per createCatalogRepo, so one per catalog service).
import type { Unit } from '@bazaar/contracts/catalog-properties';
import type { Database } from '../../db/client.js';
import { categoryProperties, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { type PropertyMeta, unitColumns } from './catalog-rows.repo.js';
import type { UnitConversion } from './property-filters.js';

/** Products a listing reads in its order, at most, before asking the planner for its own plan. */
const WALK_BUDGET = 2_000;

/**
 * A band of one number holding at most this many stored values is read from the values' index first (decision 079):
 * its offers are then looked up by id, instead of the walk reading the family in order and testing each offer's
 * facets — a walk that, for a band few offers hold, reads the whole family (170–460 ms at 1,000,000 offers).
 */
const BAND_LIMIT = 1_000;

export function createCatalogRepoContext(db: Database, options: { walkBudget?: number; bandLimit?: number } = {}) {
  const walkBudget = options.walkBudget ?? WALK_BUDGET;
  const bandLimit = options.bandLimit ?? BAND_LIMIT;
  const unitCache = new TtlCache<Map<number, UnitConversion & Unit>>(60_000, 1);
  const repoUnits = () =>
    unitCache.through('all', async () => {
      const rows = await db.select(unitColumns).from(unitsOfMeasurement);
      return new Map(rows.map((r) => [r.id, r]));
    });
  /**
   * Every category property (a few hundred rows): read on each listing, for its filters and its cards'
   * highlights. Properties change only with an admin edit; like units, a minute of reuse.
   */
  const propertyCache = new TtlCache<Map<number, PropertyMeta>>(60_000, 1);
  const propertyMeta = () =>
    propertyCache.through('all', async () => {
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          quantityId: categoryProperties.quantityId,
          defaultUnitId: categoryProperties.defaultUnitId,
          key: categoryProperties.key,
          name: categoryProperties.name,
          type: categoryProperties.type,
          filterable: categoryProperties.filterable,
          options: categoryProperties.options,
          sortOrder: categoryProperties.sortOrder,
        })
        .from(categoryProperties);
      return new Map(rows.map((r) => [r.id, r]));
    });
  return { db, walkBudget, bandLimit, repoUnits, propertyMeta };
}

export type CatalogRepoContext = ReturnType<typeof createCatalogRepoContext>;
