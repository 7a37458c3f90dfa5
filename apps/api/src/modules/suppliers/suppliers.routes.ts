// Supplier and merchant calls of spec section 7: each route is its endpoint definition from the contract
// plus one service call (docs/decisions/012).
import { suppliersEndpoints as endpoints } from '@bazaar/contracts/suppliers';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { SuppliersService } from './suppliers.service.js';

export const suppliersRoutes: FastifyPluginAsync<{ service: SuppliersService }> = async (app, { service }) => {
  route(app, endpoints.list, ({ query }) => service.listSuppliers(query));
  route(app, endpoints.get, ({ params }) => service.getSupplier(params.id));
  route(app, endpoints.merchants, ({ query }) => service.listMerchants(query));
  route(app, endpoints.confirmedMerchants, ({ query }) => service.listMerchants(query));
  route(app, endpoints.checkName, ({ query }) => service.checkName(query.name));
  route(app, endpoints.saleSetting, ({ query }) => service.getSaleSetting(query.merchantId));
  route(app, endpoints.saleCities, ({ query }) => service.listSaleCities(query.merchantId, query.provinceId));
  route(app, endpoints.delegations, ({ query }) => service.listDelegations(query));
  route(app, endpoints.delegation, ({ params }) => service.getDelegation(params.id));
};
