// Geography rules: queries are normalised (ی/ک, digits, ZWNJ) before they reach the database.
import { notFound } from '../../shared/app-error.js';
import { searchPatterns } from '../../shared/search.js';
import type { GeographyRepo } from './geography.repo.js';

export function createGeographyService(repo: GeographyRepo) {
  return {
    filterCountries: (q: string | undefined, page: number, pageSize: number) =>
      repo.filterCountries(searchPatterns(q), page, pageSize),
    filterProvinces: (q: string | undefined) => repo.filterProvinces(searchPatterns(q)),
    filterCities: (
      query: { q?: string; provinceId?: number; capitalsOnly?: 'true' | 'false' },
      page: number,
      pageSize: number,
    ) =>
      repo.filterCities(
        {
          patterns: searchPatterns(query.q),
          provinceId: query.provinceId,
          capitalsOnly: query.capitalsOnly === 'true',
        },
        page,
        pageSize,
      ),
    async listUrbanAreas(cityId: number, q: string | undefined) {
      if (!(await repo.cityExists(cityId))) throw notFound('شهر مورد نظر یافت نشد.');
      return repo.listUrbanAreas(cityId, searchPatterns(q));
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
