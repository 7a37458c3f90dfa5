// Delivery address calls (spec section 7): list, default, create, update, delete, select as default; each
// is its endpoint definition from the contract plus one service call (docs/decisions/012).
import { addressesEndpoints as endpoints } from '@bazaar/contracts/addresses';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { AddressesService } from './addresses.service.js';

export const addressesRoutes: FastifyPluginAsync<{ service: AddressesService }> = async (app, { service }) => {
  route(app, endpoints.list, (request) => service.list(requireUser(request).sub));
  route(app, endpoints.getDefault, (request) => service.getDefault(requireUser(request).sub));
  route(app, endpoints.create, async (request, reply) =>
    reply.code(201).send(await service.create(requireUser(request).sub, request.body)),
  );
  route(app, endpoints.update, (request) => service.update(requireUser(request).sub, request.params.id, request.body));
  route(app, endpoints.remove, async (request, reply) => {
    await service.remove(requireUser(request).sub, request.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.company, (request) => service.shared(requireUser(request).sub));
  route(app, endpoints.sharing, (request) =>
    service.share(requireUser(request).sub, request.params.id, request.body.shared),
  );
  route(app, endpoints.select, (request) => service.select(requireUser(request).sub, request.params.id));
};
