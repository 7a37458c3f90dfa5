// Geography rules: queries are normalised (ی/ک, digits, ZWNJ) before they reach the database, and
// answers are reused: provinces, cities and countries change only with a migration or a seed, while
// address forms ask the same "cities of province N" and "تهران" questions many times a second.
import { notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { GeographyRepo } from './geography.repo.js';

/** How long an answer is reused, and how many different questions are remembered. */
export const GEOGRAPHY_CACHE_MS = 10 * 60_000;
const GEOGRAPHY_CACHE_ENTRIES = 5_000;

export function createGeographyService(repo: GeographyRepo, cacheMs = GEOGRAPHY_CACHE_MS, now = Date.now) {
  // One cache for every call; the key starts with the call's name. Keys hold the normalised patterns,
  // so «ري» and «ری» share an entry.
  const answers = new TtlCache<unknown>(cacheMs, GEOGRAPHY_CACHE_ENTRIES, now);
  const cached = <T>(key: unknown[], compute: () => Promise<T>) =>
    answers.through(JSON.stringify(key), compute) as Promise<T>;

  return {
    filterCountries(q: string | undefined, page: number, pageSize: number) {
      const patterns = searchPatterns(q);
      return cached(['countries', patterns, page, pageSize], () => repo.filterCountries(patterns, page, pageSize));
    },
    filterProvinces(q: string | undefined) {
      const patterns = searchPatterns(q);
      return cached(['provinces', patterns], () => repo.filterProvinces(patterns));
    },
    filterCities(
      query: { q?: string; provinceId?: number; capitalsOnly?: 'true' | 'false' },
      page: number,
      pageSize: number,
    ) {
      const filter = {
        patterns: searchPatterns(query.q),
        provinceId: query.provinceId,
        capitalsOnly: query.capitalsOnly === 'true',
      };
      return cached(['cities', filter.patterns, filter.provinceId ?? 0, filter.capitalsOnly, page, pageSize], () =>
        repo.filterCities(filter, page, pageSize),
      );
    },
    async listUrbanAreas(cityId: number, q: string | undefined) {
      const patterns = searchPatterns(q);
      return cached(['urbanAreas', cityId, patterns], async () => {
        if (!(await repo.cityExists(cityId))) throw notFound('شهر مورد نظر یافت نشد.');
        return repo.listUrbanAreas(cityId, patterns);
      });
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
