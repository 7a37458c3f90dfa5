// Staff's articles (decision 030): list, read, write, edit, publish or take back; staff only.
import { staffAdminEndpoints as endpoints } from '@bazaar/contracts/staff-admin';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import type { ArticlesService } from './articles.service.js';

export const articlesRoutes: FastifyPluginAsync<{ service: ArticlesService }> = async (app, { service }) => {
  route(app, endpoints.articles, ({ query }) => service.list(query.status, query.page, query.pageSize));
  route(app, endpoints.article, ({ params }) => service.get(params.id));
  route(app, endpoints.createArticle, async (request, reply) =>
    reply.code(201).send(await service.create({ userId: requireRole(request, 'admin').sub, name: null }, request.body)),
  );
  route(app, endpoints.updateArticle, (request) =>
    service.update(requireRole(request, 'admin').sub, request.params.id, request.body),
  );
  route(app, endpoints.publishArticle, (request) =>
    service.setStatus(requireRole(request, 'admin').sub, request.params.id, request.body.status),
  );
};
