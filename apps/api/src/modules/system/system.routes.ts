// Liveness (the process answers) and readiness (the database answers) probes, from their endpoint
// definitions in the contract (docs/decisions/012).
import { systemEndpoints as endpoints } from '@bazaar/contracts/system';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { SystemService } from './system.service.js';

export const systemRoutes: FastifyPluginAsync<{ service: SystemService }> = async (app, { service }) => {
  route(app, endpoints.health, () => service.health());
  route(app, endpoints.ready, () => service.ready());
};
