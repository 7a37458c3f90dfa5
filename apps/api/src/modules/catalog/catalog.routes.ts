// Catalog calls of spec section 7 (units, category properties and counts, supplier and base products):
// each route is its endpoint definition from the contract plus one service call (docs/decisions/012).
import { catalogEndpoints as endpoints } from '@bazaar/contracts/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { route } from '../../plugins/endpoints.js';
import { visitorOf } from '../../shared/visit-gate.js';
import type { CatalogService } from './catalog.service.js';
import type { OwnProductsService } from './own-products.service.js';

export const catalogRoutes: FastifyPluginAsync<{ service: CatalogService; ownProducts: OwnProductsService }> = async (
  app,
  { service, ownProducts },
) => {
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

  // The caller's own merchants' products (owner and agents)
  route(app, endpoints.ownProducts, (request) => ownProducts.list(requireUser(request).sub, request.query));
  route(app, endpoints.updateProductProperties, (request) =>
    ownProducts.updateProperties(requireUser(request).sub, request.params.id, request.body),
  );
  route(app, endpoints.updateOffer, (request) =>
    ownProducts.updateOffer(requireUser(request).sub, request.params.id, request.body),
  );
};
