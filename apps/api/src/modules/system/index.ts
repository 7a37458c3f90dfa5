// Health, readiness and metrics.
import type { AppModule } from '../../platform/modules.js';
import { createSystemRepo } from './system.repo.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export const systemModule: AppModule = {
  name: 'system',
  async register(api, ctx) {
    await api.register(systemRoutes, {
      service: createSystemService(createSystemRepo(ctx.database), { pingRedis: () => ctx.rates.ping() }),
      metrics: ctx.metrics,
      metricsToken: ctx.config.METRICS_TOKEN,
    });
  },
};
