// Content calls of spec section 7: pages, content types, comments, likes; and the admin moderation calls.
import { idParamSchema } from '@bazaar/contracts/categories';
import {
  commentSchema,
  contentTypeCrumbSchema,
  contentTypeNodeSchema,
  likeResultSchema,
  moderationCommentSchema,
  newCommentSchema,
  pageDetailSchema,
  pageSummarySchema,
  pagesByLabelQuerySchema,
  pagesByTypeQuerySchema,
  pagesForPublicQuerySchema,
  platformQuerySchema,
} from '@bazaar/contracts/content';
import { idSchema, pageOf, pagingQuerySchema } from '@bazaar/contracts/paging';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../plugins/auth.js';
import type { ContentService } from './content.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  const pageList = { 200: pageOf(pageSummarySchema), ...errors };

  app.get(
    '/pages/for-public-site',
    {
      schema: {
        tags: ['content'],
        summary: 'Published pages, newest first (filter by merchant, category, text)',
        querystring: pagesForPublicQuerySchema,
        response: pageList,
      },
    },
    ({ query }) => service.listPages(query, query.page, query.pageSize),
  );
  app.get(
    '/pages/by-content-type/by-platform',
    {
      schema: {
        tags: ['content'],
        summary: 'Pages of a content type and its sub-types, for a platform',
        querystring: pagesByTypeQuerySchema,
        response: pageList,
      },
    },
    ({ query }) => service.listByContentType(query.contentTypeId, query, query.page, query.pageSize),
  );
  app.get(
    '/pages/by-content-type-id',
    {
      schema: {
        tags: ['content'],
        summary: 'Pages of a content type (web)',
        querystring: pagesByTypeQuerySchema,
        response: pageList,
      },
    },
    ({ query }) => service.listByContentType(query.contentTypeId, query, query.page, query.pageSize),
  );
  app.get(
    '/pages/by-label/by-platform',
    {
      schema: {
        tags: ['content'],
        summary: 'Pages carrying a label',
        querystring: pagesByLabelQuerySchema,
        response: pageList,
      },
    },
    ({ query }) => service.listPages(query, query.page, query.pageSize),
  );
  app.get(
    '/pages/merchant-has-content',
    {
      schema: {
        tags: ['content'],
        summary: 'Whether a supplier has published content',
        querystring: z.object({ merchantId: idSchema }),
        response: {
          200: z.object({ merchantId: z.number().int(), hasContent: z.boolean(), count: z.number().int() }),
          ...errors,
        },
      },
    },
    ({ query }) => service.merchantHasContent(query.merchantId),
  );
  app.get(
    '/pages/by-uniquepagename',
    {
      schema: {
        tags: ['content'],
        summary: 'A published page by its unique name (static pages, the catch-all route)',
        querystring: z.object({ uniquePageName: z.string().trim().min(1).max(120), platform: platformQuerySchema }),
        response: { 200: pageDetailSchema, ...errors },
      },
    },
    (request) => service.getByUniqueName(request.query.uniquePageName, request.query.platform, request.session),
  );
  app.get(
    '/pages/:id/by-platform',
    {
      schema: {
        tags: ['content'],
        summary: 'A published page (`visit=true` counts a view)',
        params: idParamSchema,
        querystring: z.object({ platform: platformQuerySchema, visit: z.enum(['true', 'false']).optional() }),
        response: { 200: pageDetailSchema, ...errors },
      },
    },
    (request) =>
      service.getPage(request.params.id, request.query.platform, request.session, request.query.visit === 'true'),
  );
  app.get(
    '/pages/:id/preview',
    {
      schema: {
        tags: ['content'],
        summary: 'Any page including drafts: its author or an admin only',
        params: idParamSchema,
        response: { 200: pageDetailSchema, ...errors },
      },
    },
    (request) => service.preview(request.params.id, request.session),
  );
  app.post(
    '/pages/:id/like',
    {
      schema: {
        tags: ['content'],
        summary: 'Like or unlike a page (one like per user)',
        params: idParamSchema,
        response: { 200: likeResultSchema, ...errors },
      },
    },
    (request) => service.likePage(request.params.id, requireUser(request).sub),
  );

  app.get(
    '/contenttypes/tree',
    {
      schema: {
        tags: ['content'],
        summary: 'Content types as a tree, with published page counts',
        response: { 200: z.array(contentTypeNodeSchema) },
      },
    },
    () => service.contentTypeTree(),
  );
  app.get(
    '/contenttypes/by-page-type',
    {
      schema: {
        tags: ['content'],
        summary: 'Content types that hold published pages, flattened',
        response: { 200: z.array(contentTypeCrumbSchema.extend({ pageCount: z.number().int() })) },
      },
    },
    () => service.contentTypesWithPages(),
  );
  app.get(
    '/contenttypes/:id/breadcrumb',
    {
      schema: {
        tags: ['content'],
        summary: 'Path from the root content type',
        params: idParamSchema,
        response: { 200: z.array(contentTypeCrumbSchema), ...errors },
      },
    },
    ({ params }) => service.contentTypeBreadcrumb(params.id),
  );

  app.post(
    '/pagecomments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Post a comment or a reply; it waits for moderation',
        body: newCommentSchema,
        response: {
          201: z.object({ id: z.number().int(), status: z.literal('pending'), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.addComment(requireUser(request).sub, request.body)),
  );
  app.get(
    '/pagecomments/:id/active-tree',
    {
      schema: {
        tags: ['comments'],
        summary: 'Approved comments of a page as a thread tree',
        params: idParamSchema,
        response: { 200: z.array(commentSchema), ...errors },
      },
    },
    ({ params }) => service.commentTree(params.id),
  );
  app.post(
    '/pagecomments/:id/like',
    {
      schema: {
        tags: ['comments'],
        summary: 'Like or unlike an approved comment',
        params: idParamSchema,
        response: { 200: likeResultSchema, ...errors },
      },
    },
    (request) => service.likeComment(request.params.id, requireUser(request).sub),
  );

  app.get(
    '/admin/pagecomments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Comments by moderation status (admin only)',
        querystring: pagingQuerySchema.extend({
          status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
        }),
        response: { 200: z.array(moderationCommentSchema), ...errors },
      },
    },
    (request) => {
      requireRole(request, 'admin');
      return service.listForModeration(request.query.status, request.query.page, request.query.pageSize);
    },
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/pagecomments/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a comment (admin only)`,
          params: idParamSchema,
          response: { 200: z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }), ...errors },
        },
      },
      (request) => {
        requireRole(request, 'admin');
        return service.moderate(request.params.id, status);
      },
    );
  }
};
