// The product editor of a merchant's owner and agents, proposed base products and their staff review, and the
// staff audit log (decision 027): each route is its endpoint definition plus one service call.
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { IMPORT_LIMITS } from '@bazaar/contracts/product-tools';
import { supplierWorkspaceEndpoints as endpoints } from '@bazaar/contracts/supplier-workspace';
import type { FastifyPluginAsync } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { FilesService } from '../files/files.service.js';
import { sendFile } from '../files/send-file.js';
import type { ProductEditorService } from './product-editor.service.js';
import type { ProductToolsService } from './product-tools.service.js';

export const productEditorRoutes: FastifyPluginAsync<{
  service: ProductEditorService;
  tools: ProductToolsService;
  audit: AuditLog;
  files: FilesService;
}> = async (app, { service, tools, audit, files }) => {
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
  route(app, endpoints.duplicate, async (request, reply) =>
    reply.code(201).send(await tools.duplicate(user(request), request.params.id)),
  );
  // The PDF catalogue streams like GET /files/{id} (ranges, attachment, nosniff), found through its product.
  route(app, catalogEndpoints.productCatalogue, async (request, reply) => {
    const fileId = await service.catalogueFile(request.session?.sub, request.params.id);
    return sendFile(request, reply, files, await files.anyFile(fileId));
  });
  route(app, endpoints.bulkEdit, (request) => tools.bulkEdit(user(request), request.body));
  route(app, endpoints.exportProducts, async (request, reply) => {
    const csv = await tools.exportCsv(user(request), request.query.merchantId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${request.query.merchantId}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
  route(app, endpoints.importProducts, (request) => tools.importCsv(user(request), request.body), {
    bodyLimit: 2 * IMPORT_LIMITS.chars + 64 * 1024,
  });
  route(app, endpoints.productsSummary, (request) => tools.summary(user(request), request.query.merchantId));
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
