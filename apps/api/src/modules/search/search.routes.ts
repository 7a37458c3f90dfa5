// Search calls (issue 15): suggestions, the full search, and the count of a search made.
import { searchEndpoints as endpoints } from '@bazaar/contracts/search';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsync<{ service: SearchService }> = async (app, { service }) => {
  route(app, endpoints.suggestions, (request) => service.suggest(request.query.q));
  route(app, endpoints.search, (request) => service.search(request.query));
  route(app, endpoints.hit, (request) => service.recordHit(request.body.q, visitorOf(request)));
};
