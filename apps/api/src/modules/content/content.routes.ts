// Content calls of spec section 7: pages, content types, comments, likes; and the admin moderation calls.
// Each route is its endpoint definition from the contract plus one service call (docs/decisions/012).
import { contentEndpoints as endpoints } from '@bazaar/contracts/content';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { ContentService } from './content.service.js';

export const contentRoutes: FastifyPluginAsync<{ service: ContentService }> = async (app, { service }) => {
  route(app, endpoints.listPages, ({ query }) => service.listPages(query, query.page, query.pageSize));
  route(app, endpoints.listByContentType, ({ query }) =>
    service.listByContentType(query.contentTypeId, query, query.page, query.pageSize),
  );
  route(app, endpoints.listByContentTypeId, ({ query }) =>
    service.listByContentType(query.contentTypeId, query, query.page, query.pageSize),
  );
  route(app, endpoints.listByLabel, ({ query }) => service.listPages(query, query.page, query.pageSize));
  route(app, endpoints.merchantHasContent, ({ query }) => service.merchantHasContent(query.merchantId));
  route(app, endpoints.pageByUniqueName, (request) =>
    service.getByUniqueName(request.query.uniquePageName, request.query.platform, request.session),
  );
  route(app, endpoints.page, (request) =>
    service.getPage(
      request.params.id,
      request.query.platform,
      request.session,
      request.query.visit === 'true' ? visitorOf(request) : undefined,
    ),
  );
  route(app, endpoints.preview, (request) => service.preview(request.params.id, request.session));
  route(app, endpoints.likePage, (request) => service.likePage(request.params.id, requireUser(request).sub));

  route(app, endpoints.contentTypeTree, () => service.contentTypeTree());
  route(app, endpoints.contentTypesWithPages, () => service.contentTypesWithPages());
  route(app, endpoints.contentTypeBreadcrumb, ({ params }) => service.contentTypeBreadcrumb(params.id));

  route(app, endpoints.postComment, async (request, reply) =>
    reply.code(201).send(await service.addComment(requireUser(request).sub, request.body)),
  );
  route(app, endpoints.commentTree, (request) => service.commentTree(request.params.id, request.session?.sub));
  route(app, endpoints.likeComment, (request) => service.likeComment(request.params.id, requireUser(request).sub));

  route(app, endpoints.myComments, (request) =>
    service.myComments(requireUser(request).sub, request.query.page, request.query.pageSize),
  );
  route(app, endpoints.commentsForModeration, (request) => {
    requireRole(request, 'admin');
    return service.listForModeration(request.query.status, request.query.page, request.query.pageSize);
  });
  route(app, endpoints.approveComment, (request) => {
    return service.moderate(request.params.id, 'approved', requireRole(request, 'admin').sub);
  });
  route(app, endpoints.rejectComment, (request) => {
    return service.moderate(request.params.id, 'rejected', requireRole(request, 'admin').sub);
  });
};
