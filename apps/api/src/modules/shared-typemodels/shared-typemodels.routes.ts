// Spec "Shared" calls: the enums with Persian labels, and the JSON Schema of any named contract model;
// each route is its endpoint definition from the contract plus one service call (docs/decisions/012).
import { sharedTypeModelsEndpoints as endpoints } from '@bazaar/contracts/shared-typemodels';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.js';
import type { SharedTypeModelsService } from './shared-typemodels.service.js';

export const sharedTypeModelsRoutes: FastifyPluginAsync<{ service: SharedTypeModelsService }> = async (
  app,
  { service },
) => {
  route(app, endpoints.enums, () => service.enums());
  route(app, endpoints.enum, ({ params }) => service.enumByName(params.name));
  route(app, endpoints.model, ({ params }) => service.modelSchema(params.model));
};
