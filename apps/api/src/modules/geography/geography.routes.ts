// Geography calls of spec section 7: /countries/filter, /states/filter, /cities/filter, /urbanareas.
import {
  cityFilterQuerySchema,
  citySchema,
  countryFilterQuerySchema,
  countrySchema,
  provinceFilterQuerySchema,
  provinceSchema,
  urbanAreaQuerySchema,
  urbanAreaSchema,
} from '@bazaar/contracts/geography';
import { pageOf } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeographyService } from './geography.service.js';

const tags = ['geography'];
const errors = { 400: problemSchema };

export const geographyRoutes: FastifyPluginAsyncZod<{ service: GeographyService }> = async (app, { service }) => {
  app.get(
    '/countries/filter',
    {
      schema: {
        tags,
        summary: 'Countries (ISO 3166-1) by Persian or English name, Iran first',
        querystring: countryFilterQuerySchema,
        response: { 200: pageOf(countrySchema), ...errors },
      },
    },
    ({ query }) => service.filterCountries(query.q, query.page, query.pageSize),
  );

  app.get(
    '/states/filter',
    {
      schema: {
        tags,
        summary: 'The 31 provinces of Iran, optionally filtered by name',
        querystring: provinceFilterQuerySchema,
        response: { 200: z.array(provinceSchema), ...errors },
      },
    },
    ({ query }) => service.filterProvinces(query.q),
  );

  app.get(
    '/cities/filter',
    {
      schema: {
        tags,
        summary: 'Cities by name and province, capitals first',
        querystring: cityFilterQuerySchema,
        response: { 200: pageOf(citySchema), ...errors },
      },
    },
    ({ query }) => service.filterCities(query, query.page, query.pageSize),
  );

  app.get(
    '/urbanareas',
    {
      schema: {
        tags,
        summary: 'Municipal districts and neighbourhoods of a city',
        querystring: urbanAreaQuerySchema,
        response: { 200: z.array(urbanAreaSchema), ...errors, 404: problemSchema },
      },
    },
    ({ query }) => service.listUrbanAreas(query.cityId, query.q),
  );
};
