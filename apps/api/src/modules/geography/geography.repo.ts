// Geography data access: filters over the normalised search keys, bounded pages.
import type { City, Country, Province, UrbanArea } from '@bazaar/contracts/geography';
import type { Page } from '@bazaar/contracts/paging';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { cityColumns } from '../../db/projections.js';
import { cities, countries, provinces, urbanAreas } from '../../db/schema/geography.js';

const allOf = (patterns: string[], column: PgColumn) => patterns.map((p) => ilike(column, p));

export function createGeographyRepo(db: Database) {
  return {
    async filterCountries(patterns: string[], page: number, pageSize: number): Promise<Page<Country>> {
      const where = and(...allOf(patterns, countries.searchKey));
      return toPage(
        db
          .select({
            id: countries.id,
            alpha2: countries.alpha2,
            alpha3: countries.alpha3,
            name: countries.name,
            latinName: countries.latinName,
            callingCode: countries.callingCode,
          })
          .from(countries)
          .where(where)
          // Iran first: it is the country almost every form here wants.
          .orderBy(desc(sql`${countries.alpha2} = 'IR'`), asc(countries.name))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(countries).where(where),
        page,
        pageSize,
      );
    },

    filterProvinces(patterns: string[]): Promise<Province[]> {
      return db
        .select({
          id: provinces.id,
          code: provinces.code,
          name: provinces.name,
          latinName: provinces.latinName,
          phonePrefix: provinces.phonePrefix,
          cityCount: sql<number>`(select count(*)::int from cities c where c.province_id = "provinces"."id")`,
        })
        .from(provinces)
        .where(and(...allOf(patterns, provinces.searchKey)))
        .orderBy(asc(provinces.sortOrder));
    },

    async filterCities(
      filter: { patterns: string[]; provinceId?: number; capitalsOnly?: boolean },
      page: number,
      pageSize: number,
    ): Promise<Page<City>> {
      const conditions: (SQL | undefined)[] = allOf(filter.patterns, cities.searchKey);
      if (filter.provinceId) conditions.push(eq(cities.provinceId, filter.provinceId));
      if (filter.capitalsOnly) conditions.push(eq(cities.isCapital, true));
      const where = and(...conditions);
      return toPage(
        db
          .select(cityColumns)
          .from(cities)
          .innerJoin(provinces, eq(provinces.id, cities.provinceId))
          .where(where)
          .orderBy(desc(cities.isCapital), asc(cities.name), asc(cities.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(cities).where(where),
        page,
        pageSize,
      );
    },

    async cityExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
      return row !== undefined;
    },

    listUrbanAreas(cityId: number, patterns: string[]): Promise<UrbanArea[]> {
      return db
        .select({
          id: urbanAreas.id,
          cityId: urbanAreas.cityId,
          name: urbanAreas.name,
          kind: urbanAreas.kind,
          district: urbanAreas.district,
        })
        .from(urbanAreas)
        .where(and(eq(urbanAreas.cityId, cityId), ...allOf(patterns, urbanAreas.searchKey)))
        .orderBy(asc(urbanAreas.kind), asc(urbanAreas.district), asc(urbanAreas.name));
    },
  };
}

export type GeographyRepo = ReturnType<typeof createGeographyRepo>;
