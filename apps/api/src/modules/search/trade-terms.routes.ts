// The trade lexicon's calls (decision 046): a supplier's proposal, staff's queue, addition and review.
import { tradeTermEndpoints as endpoints } from '@bazaar/contracts/trade-terms';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { TradeTermsService } from './trade-terms.service.js';

export const tradeTermsRoutes: FastifyPluginAsync<{ service: TradeTermsService }> = async (app, { service }) => {
  route(app, endpoints.propose, async (request, reply) =>
    reply.code(201).send(await service.propose(requireUser(request).sub, request.body)),
  );
  route(app, endpoints.queue, (request) => service.queue(request.query));
  route(app, endpoints.add, async (request, reply) =>
    reply.code(201).send(await service.add(requireRole(request, 'admin').sub, request.body)),
  );
  route(app, endpoints.approve, (request) =>
    service.review(requireRole(request, 'admin').sub, request.params.id, 'approved', null),
  );
  route(app, endpoints.reject, (request) =>
    service.review(requireRole(request, 'admin').sub, request.params.id, 'rejected', request.body.reason),
  );
};
