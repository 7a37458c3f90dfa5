// Seeds Iran's provinces, cities and urban areas and the ISO 3166-1 countries; idempotent by natural keys.
import { normalizeForSearch } from '@bazaar/fa/normalize';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cities, countries, provinces, urbanAreas } from '../schema/geography.js';
import { loadCountries, loadIranProvinces, loadUrbanAreas } from './datasets.js';

export interface GeographyIndex {
  provinceId(name: string): number;
  cityId(province: string, city: string): number;
  capitalCityId(province: string): number;
}

export async function seedGeography(db: Database): Promise<{ index: GeographyIndex; counts: Record<string, number> }> {
  await db
    .insert(countries)
    .values(
      loadCountries().map((c) => ({
        alpha2: c.alpha2,
        alpha3: c.alpha3,
        numericCode: c.numeric,
        name: c.name,
        latinName: c.latinName,
        callingCode: c.callingCode,
        searchKey: normalizeForSearch(`${c.name} ${c.latinName} ${c.alpha2} ${c.alpha3}`),
      })),
    )
    .onConflictDoUpdate({
      target: countries.alpha2,
      set: { name: sql`excluded.name`, latinName: sql`excluded.latin_name`, searchKey: sql`excluded.search_key` },
    });

  const provinceRows = await db
    .insert(provinces)
    .values(
      loadIranProvinces().map((p, i) => ({
        code: p.code,
        name: p.name,
        latinName: p.latinName,
        phonePrefix: p.phonePrefix,
        sortOrder: i + 1,
        searchKey: normalizeForSearch(`${p.name} ${p.latinName}`),
      })),
    )
    .onConflictDoUpdate({
      target: provinces.code,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order`, searchKey: sql`excluded.search_key` },
    })
    .returning({ id: provinces.id, name: provinces.name });
  const provinceIds = new Map(provinceRows.map((r) => [r.name, r.id]));

  const cityValues = loadIranProvinces().flatMap((p) =>
    p.cities.map((c) => ({
      provinceId: provinceIds.get(p.name) ?? 0,
      name: c.name,
      latinName: c.latinName,
      isCapital: c.isCapital === true,
      searchKey: normalizeForSearch(`${c.name} ${c.latinName}`),
    })),
  );
  const cityRows = await db
    .insert(cities)
    .values(cityValues)
    .onConflictDoUpdate({
      target: [cities.provinceId, cities.name],
      set: { isCapital: sql`excluded.is_capital`, searchKey: sql`excluded.search_key` },
    })
    .returning({ id: cities.id, name: cities.name, provinceId: cities.provinceId });
  const cityIds = new Map(cityRows.map((r) => [`${r.provinceId}/${r.name}`, r.id]));

  const index: GeographyIndex = {
    provinceId(name) {
      const id = provinceIds.get(name);
      if (id === undefined) throw new Error(`seed: unknown province "${name}"`);
      return id;
    },
    cityId(province, city) {
      const id = cityIds.get(`${index.provinceId(province)}/${city}`);
      if (id === undefined) throw new Error(`seed: unknown city "${city}" in "${province}"`);
      return id;
    },
    capitalCityId(province) {
      const seed = loadIranProvinces().find((p) => p.name === province);
      if (!seed) throw new Error(`seed: unknown province "${province}"`);
      return index.cityId(province, seed.capital);
    },
  };

  await db
    .insert(urbanAreas)
    .values(
      loadUrbanAreas().map((a) => ({
        cityId: index.cityId(a.province, a.city),
        name: a.name,
        kind: a.kind,
        district: a.district ?? null,
        searchKey: normalizeForSearch(a.name),
      })),
    )
    .onConflictDoNothing();

  return {
    index,
    counts: {
      countries: loadCountries().length,
      provinces: provinceRows.length,
      cities: cityRows.length,
      urbanAreas: loadUrbanAreas().length,
    },
  };
}
