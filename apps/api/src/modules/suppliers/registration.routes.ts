// Supplier registration and staff's verification queue (decision 027): each route is its endpoint definition
// plus one service call; the staff document download streams the file like GET /files/{id}.
import { supplierWorkspaceEndpoints as endpoints } from '@bazaar/contracts/supplier-workspace';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { RegistrationService } from './registration.service.js';

export const registrationRoutes: FastifyPluginAsync<{ service: RegistrationService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  route(app, endpoints.register, async (request, reply) =>
    reply.code(201).send(await service.register(requireUser(request).sub, request.body)),
  );
  route(app, endpoints.myRegistrations, (request) => service.mine(requireUser(request).sub));
  route(app, endpoints.myMerchants, (request) => service.managed(requireUser(request).sub));
  route(app, endpoints.registrationQueue, (request) => service.queue(request.query));
  route(app, endpoints.registrationDocument, async (request, reply) => {
    requireRole(request, 'admin');
    const fileId = await service.documentOf(request.params.id, request.query.fileId);
    return sendFile(request, reply, files, await files.anyFile(fileId));
  });
  route(app, endpoints.confirmMerchant, (request) =>
    service.confirm(requireRole(request, 'admin').sub, request.params.id, request.body.verificationLevel),
  );
  route(app, endpoints.rejectMerchant, (request) =>
    service.reject(requireRole(request, 'admin').sub, request.params.id, request.body.reason),
  );
};
