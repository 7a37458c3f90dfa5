// Liveness (the process answers) and readiness (the database answers) probes, from their endpoint
// definitions in the contract (docs/decisions/012).
import { systemEndpoints as endpoints } from '@bazaar/contracts/system';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import { type Metrics, scrape } from '../../plugins/metrics.js';
import type { SystemService } from './system.service.js';

export const systemRoutes: FastifyPluginAsync<{
  service: SystemService;
  metrics: Metrics;
  metricsToken: string | undefined;
}> = async (app, { service, metrics, metricsToken }) => {
  route(app, endpoints.health, () => service.health());
  route(app, endpoints.ready, () => service.ready());
  route(app, endpoints.metrics, async (request, reply) =>
    reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(await scrape(metrics, metricsToken, request.headers['x-metrics-token'])),
  );
};
