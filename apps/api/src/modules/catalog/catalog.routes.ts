// Catalog calls of spec section 7 (units, category properties and counts, supplier and base products):
// each route is its endpoint definition from the contract plus one service call (docs/decisions/012).
import { catalogEndpoints as endpoints } from '@bazaar/contracts/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsync<{ service: CatalogService }> = async (app, { service }) => {
  // Units
  route(app, endpoints.quantities, () => service.listQuantities());
  route(app, endpoints.unitsOfQuantity, ({ params }) => service.listUnitsOfQuantity(params.id));
  route(app, endpoints.units, ({ query }) => service.listUnits(query));
  route(app, endpoints.filterUnits, ({ query }) => service.listUnits(query));

  // Category catalog views
  route(app, endpoints.properties, ({ params }) => service.listProperties(params.id));
  route(app, endpoints.itemsCount, ({ query }) => service.itemsCount(query));
  route(app, endpoints.suppliersWithCatalog, ({ params, query }) => service.suppliersWithCatalog(params.id, query));
  route(app, endpoints.suppliersInCategory, ({ params, query, body }) =>
    service.suppliersInCategory(params.id, body, query.paging),
  );

  // Supplier and base products
  route(app, endpoints.listProducts, ({ query }) => service.listProducts(query));
  route(app, endpoints.byProduct, ({ query }) => service.listByBaseProduct(query));
  route(app, endpoints.product, (request) =>
    service.getProduct(request.params.id, {
      visitor: request.query.visit === 'true' ? visitorOf(request) : undefined,
    }),
  );
  route(app, endpoints.related, ({ params, query }) => service.listRelated(params.id, query.limit));
  route(app, endpoints.baseProduct, ({ params }) => service.getBaseProduct(params.id));
};
