// Reports of listings and staff's queue of them (decision 034): each route is its endpoint definition plus one
// service call; `access: 'staff'` refuses everyone else before validation.
import { listingReportsEndpoints as endpoints } from '@bazaar/contracts/listing-reports';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { ListingReportsService } from './listing-reports.service.js';

export const listingReportsRoutes: FastifyPluginAsync<{ service: ListingReportsService }> = async (
  app,
  { service },
) => {
  const staff = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin').sub;
  route(app, endpoints.report, async (request, reply) => {
    const receipt = await service.report(requireUser(request).sub, request.params.id, request.body);
    return reply.code(receipt.updated ? 200 : 201).send(receipt);
  });
  route(app, endpoints.queue, ({ query }) => service.queue(query.state, query.page, query.pageSize));
  route(app, endpoints.dismiss, (request) => service.dismiss(staff(request), request.params.id, request.body.note));
  route(app, endpoints.unpublish, (request) =>
    service.unpublish(staff(request), request.params.id, request.body.reason),
  );
};
