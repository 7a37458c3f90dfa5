// Category calls of spec section 7: thin handlers, one service call each, full schemas for OpenAPI.
import {
  breadcrumbItemSchema,
  categoryActiveSchema,
  categoryMenuNodeSchema,
  categoryMenuQuerySchema,
  categorySchema,
  idParamSchema,
} from '@bazaar/contracts/categories';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const errors = { 400: problemSchema, 404: problemSchema };

export const categoriesRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (app, { service }) => {
  app.get(
    '/categories/menu',
    {
      schema: {
        tags,
        summary: 'Menu tree of one root category type',
        description: 'Called by the site at start-up once for each of the four root types.',
        querystring: categoryMenuQuerySchema,
        response: { 200: categoryMenuNodeSchema, ...errors },
      },
    },
    (request) => service.getMenu(request.query.categoryTypes),
  );

  app.get(
    '/categories/top-levels',
    { schema: { tags, summary: 'The four root categories', response: { 200: z.array(categorySchema) } } },
    () => service.listTopLevels(),
  );

  app.get(
    '/categories/:id/children',
    {
      schema: {
        tags,
        summary: 'Active children of a category',
        params: idParamSchema,
        response: { 200: z.array(categorySchema), ...errors },
      },
    },
    (request) => service.listChildren(request.params.id),
  );

  app.get(
    '/categories/:id/breadcrumb',
    {
      schema: {
        tags,
        summary: 'Path from the root to the category, root first',
        params: idParamSchema,
        response: { 200: z.array(breadcrumbItemSchema), ...errors },
      },
    },
    (request) => service.getBreadcrumb(request.params.id),
  );

  app.get(
    '/categories/:id/active',
    {
      schema: {
        tags,
        summary: 'Whether the category and all its ancestors are active',
        params: idParamSchema,
        response: { 200: categoryActiveSchema, ...errors },
      },
    },
    (request) => service.getActive(request.params.id),
  );
};
