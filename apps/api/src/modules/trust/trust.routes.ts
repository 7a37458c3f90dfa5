// Trust's routes (decision 043): each is its endpoint definition from the contract plus one call.
import { trustEndpoints as endpoints } from '@bazaar/contracts/trust';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { TrustService } from './trust.service.js';

export const trustRoutes: FastifyPluginAsync<{ service: TrustService }> = async (app, { service }) => {
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };
  route(app, endpoints.orderReviews, (request) => service.orderReviews(caller(request), request.params.id));
  route(app, endpoints.reviewSupplier, async (request, reply) =>
    reply.code(201).send(await service.reviewSupplier(caller(request), request.params.id, request.body, 'create')),
  );
  route(app, endpoints.editSupplierReview, (request) =>
    service.reviewSupplier(caller(request), request.params.id, request.body, 'edit'),
  );
  route(app, endpoints.reviewBuyer, async (request, reply) =>
    reply.code(201).send(await service.reviewBuyer(caller(request), request.params.id, request.body, 'create')),
  );
  route(app, endpoints.editBuyerReview, (request) =>
    service.reviewBuyer(caller(request), request.params.id, request.body, 'edit'),
  );
  route(app, endpoints.answerSupplierReview, (request) =>
    service.answer(caller(request), request.params.id, 'supplier', request.body),
  );
  route(app, endpoints.answerBuyerReview, (request) =>
    service.answer(caller(request), request.params.id, 'buyer', request.body),
  );
  route(app, endpoints.buyerTrust, (request) => service.buyerTrust(caller(request), request.params.id));
  route(app, endpoints.supplierReviews, (request) => service.supplierReviews(request.params.id, request.query));
  route(app, endpoints.supplierTrust, (request) => service.supplierTrust(request.params.id));
  route(app, endpoints.staffReviews, (request) => service.staffReviews(request.query));
  route(app, endpoints.hideReview, (request) => service.hide(caller(request), request.params.id, request.body));
};
