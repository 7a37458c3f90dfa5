// Category calls of spec section 7: each route is its endpoint definition from the contract plus one
// service call (the example to copy: docs/decisions/012).
import { categoriesEndpoints as endpoints } from '@bazaar/contracts/categories';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { CategoriesService } from './categories.service.js';

export const categoriesRoutes: FastifyPluginAsync<{ service: CategoriesService }> = async (app, { service }) => {
  route(app, endpoints.list, (request) => service.list(request.query));
  route(app, endpoints.menu, (request) => service.getMenu(request.query.categoryTypes));
  route(app, endpoints.topLevels, () => service.listTopLevels());
  route(app, endpoints.children, (request) => service.listChildren(request.params.id));
  route(app, endpoints.breadcrumb, (request) => service.getBreadcrumb(request.params.id));
  route(app, endpoints.active, (request) => service.getActive(request.params.id));
};
