// Staff calls for background jobs: the failed ones with their error, and a re-run; each is its endpoint
// definition from the contract plus one service call (docs/decisions/012).
import { jobsEndpoints as endpoints } from '@bazaar/contracts/jobs';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { JobsService } from './jobs.service.js';

export const jobsRoutes: FastifyPluginAsync<{ service: JobsService }> = async (app, { service }) => {
  route(app, endpoints.failed, (request) => {
    requireRole(request, 'admin');
    return service.listFailed(request.query.limit);
  });
  route(app, endpoints.retry, (request) => {
    requireRole(request, 'admin');
    return service.retry(request.params.id);
  });
};
