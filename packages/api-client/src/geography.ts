// Typed geography calls (spec section 7: /states/filter, /cities/filter, /countries/filter, /urbanareas).
import { citySchema, countrySchema, provinceSchema, urbanAreaSchema } from '@bazaar/contracts/geography';
import { pageOf } from '@bazaar/contracts/paging';
import { z } from 'zod';
import type { HttpClient } from './http';

const provinceListSchema = z.array(provinceSchema);
const cityPageSchema = pageOf(citySchema);
const countryPageSchema = pageOf(countrySchema);
const urbanAreaListSchema = z.array(urbanAreaSchema);

export interface CityFilterParams {
  q?: string;
  provinceId?: number;
  capitalsOnly?: boolean;
  page?: number;
  pageSize?: number;
}

export function createGeographyApi(http: HttpClient) {
  return {
    /** Iran's 31 provinces ("states" in the spec's calls), optionally filtered by name. */
    provinces: (q?: string) =>
      http.get('/states/filter', { query: { q }, parse: (data) => provinceListSchema.parse(data) }),
    /** Cities by name and province, capitals first. */
    cities: (params: CityFilterParams = {}) =>
      http.get('/cities/filter', { query: { ...params }, parse: (data) => cityPageSchema.parse(data) }),
    countries: (params: { q?: string; page?: number; pageSize?: number } = {}) =>
      http.get('/countries/filter', { query: { ...params }, parse: (data) => countryPageSchema.parse(data) }),
    urbanAreas: (cityId: number, q?: string) =>
      http.get('/urbanareas', { query: { cityId, q }, parse: (data) => urbanAreaListSchema.parse(data) }),
  };
}

export type GeographyApi = ReturnType<typeof createGeographyApi>;
