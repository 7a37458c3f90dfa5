// The spec's shared type models (enumerations the clients read).
import type { AppModule } from '../../platform/modules.js';
import { createSharedTypeModelsRepo } from './shared-typemodels.repo.js';
import { sharedTypeModelsRoutes } from './shared-typemodels.routes.js';
import { createSharedTypeModelsService } from './shared-typemodels.service.js';

export const sharedTypeModelsModule: AppModule = {
  name: 'shared-typemodels',
  async register(api) {
    await api.register(sharedTypeModelsRoutes, {
      service: createSharedTypeModelsService(createSharedTypeModelsRepo()),
    });
  },
};
