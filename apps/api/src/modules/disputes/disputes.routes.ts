// Disputes' routes (decision 039): each is its endpoint definition from the contract plus one call.
import { securePaymentEndpoints as endpoints } from '@bazaar/contracts/secure-payment';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { DisputesService } from './disputes.service.js';

export const disputesRoutes: FastifyPluginAsync<{ service: DisputesService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  const caller = (request: FastifyRequest) => {
    const session = requireUser(request);
    return { userId: session.sub, staff: session.roles.includes('admin') };
  };
  route(app, endpoints.openDispute, async (request, reply) =>
    reply.code(201).send(await service.open(caller(request), request.params.id, request.body)),
  );
  route(app, endpoints.dispute, (request) => service.ofOrder(caller(request), request.params.id));
  route(app, endpoints.disputeMessage, async (request, reply) =>
    reply.code(201).send(await service.write(caller(request), request.params.id, request.body)),
  );
  route(app, endpoints.disputeFile, async (request, reply) => {
    const evidence = await service.evidenceFile(caller(request), request.params.id, request.query.fileId);
    return sendFile(request, reply, files, await files.readableFile(evidence.fileId, evidence.ownerUserId));
  });
  route(app, endpoints.staffDisputes, (request) => service.staffList(request.query));
  route(app, endpoints.staffDispute, (request) => service.staffGet(request.params.id));
  route(app, endpoints.staffDisputeMessage, async (request, reply) =>
    reply.code(201).send(await service.staffWrite(caller(request), request.params.id, request.body)),
  );
  route(app, endpoints.decideDispute, (request) => service.decide(caller(request), request.params.id, request.body));
};
