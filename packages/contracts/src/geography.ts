// Geography contract: countries, provinces ("states" in the spec's calls), cities and urban areas.
import { z } from 'zod';
import { idSchema, pagingQuerySchema, searchTextSchema } from './paging';

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
