// Customer calls: staff list and create customers (admin only); a buyer completes registration; a
// merchant owner invites and manages the merchant's agents, and the invited person answers; person
// addresses are the person's own delivery addresses. Each is its endpoint definition from the contract
// plus one service call (docs/decisions/012).
import { customersEndpoints as endpoints } from '@bazaar/contracts/customers';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { AgentsService } from './agents.service.js';
import type { CustomersService } from './customers.service.js';

export const customersRoutes: FastifyPluginAsync<{ service: CustomersService; agents: AgentsService }> = async (
  app,
  { service, agents },
) => {
  route(app, endpoints.list, (request) => {
    requireRole(request, 'admin');
    return service.list(request.query);
  });
  route(app, endpoints.createPerson, async (request, reply) => {
    requireRole(request, 'admin');
    return reply.code(201).send(await service.createPerson(request.body));
  });
  route(app, endpoints.registerBuyer, async (request, reply) =>
    reply.code(201).send(await service.registerBuyer(requireUser(request).sub, request.body)),
  );

  route(app, endpoints.team, (request) => agents.team(requireUser(request).sub));
  route(app, endpoints.invite, async (request, reply) =>
    reply.code(201).send(await agents.invite(requireUser(request).sub, request.body.phoneNumber)),
  );
  route(app, endpoints.replaceAgent, (request) =>
    agents.replace(requireUser(request).sub, request.body.userId, request.body.phoneNumber),
  );
  route(app, endpoints.removeAgent, (request) => agents.remove(requireUser(request).sub, request.body.userId));
  route(app, endpoints.setAgentRights, (request) => agents.setRights(requireUser(request).sub, request.body));
  route(app, endpoints.revokeInvitation, (request) => agents.revoke(requireUser(request).sub, request.params.id));
  route(app, endpoints.receivedInvitations, (request) => agents.received(requireUser(request).sub));
  route(app, endpoints.acceptInvitation, (request) =>
    agents.decide(requireUser(request).sub, request.params.id, 'accepted'),
  );
  route(app, endpoints.declineInvitation, (request) =>
    agents.decide(requireUser(request).sub, request.params.id, 'declined'),
  );

  route(app, endpoints.personAddresses, (request) => service.personAddresses(requireUser(request), request.params.id));
  route(app, endpoints.addPersonAddress, async (request, reply) =>
    reply.code(201).send(await service.addPersonAddress(requireUser(request), request.params.id, request.body)),
  );
  route(app, endpoints.updatePersonAddress, (request) =>
    service.updatePersonAddress(requireUser(request), request.params.id, request.body),
  );
  route(app, endpoints.removePersonAddress, async (request, reply) => {
    await service.removePersonAddress(requireUser(request), request.params.id, request.body.addressId);
    return reply.code(204).send();
  });
};
