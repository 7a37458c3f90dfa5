// The product editor of a merchant's owner and agents, proposed base products and their staff review, and the
// staff audit log (decision 027): each route is its endpoint definition plus one service call.
import { supplierWorkspaceEndpoints as endpoints } from '@bazaar/contracts/supplier-workspace';
import type { FastifyPluginAsync } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { ProductEditorService } from './product-editor.service.js';

export const productEditorRoutes: FastifyPluginAsync<{ service: ProductEditorService; audit: AuditLog }> = async (
  app,
  { service, audit },
) => {
  const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request).sub;
  route(app, endpoints.editable, (request) => service.editable(user(request), request.params.id));
  route(app, endpoints.create, async (request, reply) =>
    reply.code(201).send(await service.create(user(request), request.body)),
  );
  route(app, endpoints.update, (request) => service.update(user(request), request.params.id, request.body));
  route(app, endpoints.setState, (request) => service.setStatus(user(request), request.params.id, request.body.status));
  route(app, endpoints.remove, async (request, reply) => {
    await service.remove(user(request), request.params.id);
    return reply.code(204).send();
  });
  route(app, endpoints.baseProductChoices, (request) =>
    service.choices(user(request), request.query.merchantId, request.query.categoryId),
  );
  route(app, endpoints.propose, async (request, reply) =>
    reply.code(201).send(await service.propose(user(request), request.body)),
  );
  route(app, endpoints.myProposals, (request) => service.proposalsOf(user(request), request.query.merchantId));
  route(app, endpoints.proposalQueue, (request) => service.proposalQueue(request.query));
  route(app, endpoints.approveProposal, (request) =>
    service.approve(requireRole(request, 'admin').sub, request.params.id),
  );
  route(app, endpoints.rejectProposal, (request) =>
    service.reject(requireRole(request, 'admin').sub, request.params.id, request.body.reason),
  );
  route(app, endpoints.auditLog, (request) => audit.list(request.query.page, request.query.pageSize));
};
