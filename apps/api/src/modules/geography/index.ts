// Provinces and cities.
import type { AppModule } from '../../platform/modules.js';
import { createGeographyRepo } from './geography.repo.js';
import { geographyRoutes } from './geography.routes.js';
import { createGeographyService } from './geography.service.js';

export const geographyModule: AppModule = {
  name: 'geography',
  async register(api, ctx) {
    await api.register(geographyRoutes, { service: createGeographyService(createGeographyRepo(ctx.database.db)) });
  },
};
