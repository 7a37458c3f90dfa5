// Geography calls of spec section 7: each route is its endpoint definition from the contract plus one
// service call (docs/decisions/012).
import { geographyEndpoints as endpoints } from '@bazaar/contracts/geography';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { GeographyService } from './geography.service.js';

export const geographyRoutes: FastifyPluginAsync<{ service: GeographyService }> = async (app, { service }) => {
  route(app, endpoints.countries, ({ query }) => service.filterCountries(query.q, query.page, query.pageSize));
  route(app, endpoints.provinces, ({ query }) => service.filterProvinces(query.q));
  route(app, endpoints.cities, ({ query }) => service.filterCities(query, query.page, query.pageSize));
  route(app, endpoints.urbanAreas, ({ query }) => service.listUrbanAreas(query.cityId, query.q));
};
