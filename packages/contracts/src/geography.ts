// Geography contract: countries, provinces ("states" in the spec's calls), cities and urban areas.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idSchema, pageOf, pagingQuerySchema, searchTextSchema } from './paging';
import { problemSchema } from './problem';

export const countrySchema = z
  .object({
    id: z.number().int(),
    alpha2: z.string(),
    alpha3: z.string(),
    name: z.string(),
    latinName: z.string(),
    callingCode: z.string().nullable(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const provinceSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    latinName: z.string(),
    phonePrefix: z.string(),
    cityCount: z.number().int(),
  })
  .meta({ id: 'Province' });
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z
  .object({
    id: z.number().int(),
    provinceId: z.number().int(),
    provinceName: z.string(),
    name: z.string(),
    latinName: z.string(),
    isCapital: z.boolean(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof citySchema>;

export const urbanAreaSchema = z
  .object({
    id: z.number().int(),
    cityId: z.number().int(),
    name: z.string(),
    kind: z.enum(['district', 'neighbourhood']),
    district: z.number().int().nullable(),
  })
  .meta({ id: 'UrbanArea' });
export type UrbanArea = z.infer<typeof urbanAreaSchema>;

export const countryFilterQuerySchema = pagingQuerySchema.extend({ q: searchTextSchema.optional() });
export const provinceFilterQuerySchema = z.object({ q: searchTextSchema.optional() });
export const cityFilterQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  provinceId: idSchema.optional(),
  capitalsOnly: z.enum(['true', 'false']).optional(),
});
export const urbanAreaQuerySchema = z.object({ cityId: idSchema, q: searchTextSchema.optional() });

// Endpoints (spec section 7: /countries/filter, /states/filter, /cities/filter, /urbanareas), declared once
// for the API, the OpenAPI document and the web (docs/decisions/012).
const tags = ['geography'] as const;
const badRequest = { 400: problemSchema };

export const geographyEndpoints = {
  countries: defineEndpoint({
    method: 'GET',
    path: '/countries/filter',
    summary: 'Countries (ISO 3166-1) by Persian or English name, Iran first',
    tags,
    access: 'public',
    query: countryFilterQuerySchema,
    responses: { 200: pageOf(countrySchema), ...badRequest },
  }),
  /** Iran's 31 provinces ("states" in the spec's calls), optionally filtered by name. */
  provinces: defineEndpoint({
    method: 'GET',
    path: '/states/filter',
    summary: 'The 31 provinces of Iran, optionally filtered by name',
    tags,
    access: 'public',
    query: provinceFilterQuerySchema,
    responses: { 200: z.array(provinceSchema), ...badRequest },
  }),
  cities: defineEndpoint({
    method: 'GET',
    path: '/cities/filter',
    summary: 'Cities by name and province, capitals first',
    tags,
    access: 'public',
    query: cityFilterQuerySchema,
    responses: { 200: pageOf(citySchema), ...badRequest },
  }),
  urbanAreas: defineEndpoint({
    method: 'GET',
    path: '/urbanareas',
    summary: 'Municipal districts and neighbourhoods of a city',
    tags,
    access: 'public',
    query: urbanAreaQuerySchema,
    responses: { 200: z.array(urbanAreaSchema), ...badRequest, 404: problemSchema },
  }),
};
