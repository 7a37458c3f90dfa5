// The company profile, delegation requests and supplier articles (decision 029): each route is its endpoint
// definition plus one service call; the staff document download streams the file like GET /files/{id}.
import { supplierProfileEndpoints as endpoints } from '@bazaar/contracts/supplier-profile';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { ProfileService } from './profile.service.js';

export const profileRoutes: FastifyPluginAsync<{ service: ProfileService; files: FilesService }> = async (
  app,
  { service, files },
) => {
  route(app, endpoints.profile, (request) => service.profile(requireUser(request).sub, request.params.id));
  route(app, endpoints.updateProfile, (request) =>
    service.updateProfile(requireUser(request).sub, request.params.id, request.body),
  );
  route(app, endpoints.delegationRequests, (request) =>
    service.delegations(requireUser(request).sub, request.params.id),
  );
  route(app, endpoints.requestDelegation, async (request, reply) =>
    reply.code(201).send(await service.requestDelegation(requireUser(request).sub, request.params.id, request.body)),
  );
  route(app, endpoints.articles, (request) => service.articles(requireUser(request).sub, request.params.id));
  route(app, endpoints.createArticle, async (request, reply) =>
    reply.code(201).send(await service.createArticle(requireUser(request).sub, request.params.id, request.body)),
  );
  route(app, endpoints.article, (request) => service.article(requireUser(request).sub, request.params.id));
  route(app, endpoints.updateArticle, (request) =>
    service.updateArticle(requireUser(request).sub, request.params.id, request.body),
  );
  route(app, endpoints.delegationQueue, (request) => service.delegationQueue(request.query));
  route(app, endpoints.delegationDocument, async (request, reply) => {
    requireRole(request, 'admin');
    const fileId = await service.delegationDocument(request.params.id, request.query.fileId);
    return sendFile(request, reply, files, await files.anyFile(fileId));
  });
  route(app, endpoints.confirmDelegation, (request) =>
    service.confirmDelegation(requireRole(request, 'admin').sub, request.params.id),
  );
  route(app, endpoints.rejectDelegation, (request) =>
    service.rejectDelegation(requireRole(request, 'admin').sub, request.params.id, request.body.reason),
  );
};
