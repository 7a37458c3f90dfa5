// Units of measurement, their quantities and category properties.
import type { CategoryProperty, MeasurementQuantity, Unit } from '@bazaar/contracts/catalog-properties';
import type { Page } from '@bazaar/contracts/paging';
import type { FilterableProperty } from '@bazaar/contracts/property-filter';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { categoryProperties, measurementQuantities, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import type { CatalogRepoContext } from './catalog-repo-context.repo.js';
import { unitColumns } from './catalog-rows.repo.js';

export function createUnitsRepo({ db, repoUnits, propertyMeta }: CatalogRepoContext) {
  return {
    listQuantities(): Promise<MeasurementQuantity[]> {
      return db
        .select({
          id: measurementQuantities.id,
          key: measurementQuantities.key,
          name: measurementQuantities.name,
          baseUnitId: sql<number>`(select u.id from units_of_measurement u where u.quantity_id = "measurement_quantities"."id" and u.is_base)`,
        })
        .from(measurementQuantities)
        .orderBy(asc(measurementQuantities.sortOrder));
    },

    async quantityExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: measurementQuantities.id })
        .from(measurementQuantities)
        .where(eq(measurementQuantities.id, id));
      return row !== undefined;
    },

    async listUnits(
      filter: { quantityId?: number; patterns: string[] },
      page: number,
      pageSize: number,
    ): Promise<Page<Unit>> {
      const where = and(
        filter.quantityId ? eq(unitsOfMeasurement.quantityId, filter.quantityId) : undefined,
        ...filter.patterns.map((p) => ilike(unitsOfMeasurement.searchKey, p)),
      );
      return toPage(
        db
          .select(unitColumns)
          .from(unitsOfMeasurement)
          .where(where)
          .orderBy(asc(unitsOfMeasurement.quantityId), asc(unitsOfMeasurement.sortOrder), asc(unitsOfMeasurement.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(unitsOfMeasurement).where(where),
        page,
        pageSize,
      );
    },

    /** Units change only with a deploy or an admin edit; a minute of reuse saves a query per request. */
    unitConversions: repoUnits,

    /** Properties of a category and of all its ancestors (they are inherited). */
    async listPropertiesFor(
      categoryIds: number[],
    ): Promise<Omit<CategoryProperty, 'units' | 'defaultUnit'>[] & { defaultUnitId?: number | null }[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .select({
          id: categoryProperties.id,
          categoryId: categoryProperties.categoryId,
          key: categoryProperties.key,
          name: categoryProperties.name,
          type: categoryProperties.type,
          quantityId: categoryProperties.quantityId,
          quantityKey: measurementQuantities.key,
          quantityName: measurementQuantities.name,
          defaultUnitId: categoryProperties.defaultUnitId,
          filterable: categoryProperties.filterable,
          integer: categoryProperties.integer,
          options: categoryProperties.options,
          hint: categoryProperties.hint,
          sortOrder: categoryProperties.sortOrder,
          level: categories.level,
        })
        .from(categoryProperties)
        .innerJoin(categories, eq(categories.id, categoryProperties.categoryId))
        .leftJoin(measurementQuantities, eq(measurementQuantities.id, categoryProperties.quantityId))
        .where(inArray(categoryProperties.categoryId, categoryIds))
        .orderBy(asc(categories.level), asc(categoryProperties.sortOrder), asc(categoryProperties.id));
      return rows.map(({ quantityId, quantityKey, quantityName, level: _level, ...rest }) => ({
        ...rest,
        quantity: quantityId !== null ? { id: quantityId, key: quantityKey ?? '', name: quantityName ?? '' } : null,
      }));
    },

    async filterableProperties(ids: number[]): Promise<Map<number, FilterableProperty & { categoryId: number }>> {
      const [all, units] = await Promise.all([propertyMeta(), repoUnits()]);
      return new Map(
        ids.flatMap((id) => {
          const p = all.get(id);
          if (!p) return [];
          const { categoryId, name, type, quantityId, defaultUnitId, filterable, options } = p;
          const property = {
            id,
            categoryId,
            name,
            type,
            filterable,
            quantityId,
            defaultUnitId,
            defaultUnitSymbol: defaultUnitId === null ? null : (units.get(defaultUnitId)?.symbol ?? null),
            units: [...units.values()].filter((u) => u.quantityId === quantityId).map(({ id, key }) => ({ id, key })),
            optionKeys: options.map((o) => o.key),
          };
          return [[id, property]] as const;
        }),
      );
    },
  };
}
