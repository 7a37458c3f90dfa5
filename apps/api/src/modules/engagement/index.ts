// Views, likes and favourites of products, suppliers and articles: counted views are kept in memory and written
// in batches, and before the database closes.
import type { AppModule } from '../../platform/modules.js';
import { createEngagementRepo } from './engagement.repo.js';
import { engagementRoutes } from './engagement.routes.js';
import { createEngagementService } from './engagement.service.js';

export const engagementModule: AppModule = {
  name: 'engagement',
  async register(api, ctx) {
    const engagement = createEngagementService(createEngagementRepo(ctx.database.db), ctx.use('merchantAccess'), {
      gate: ctx.visits,
      counters: { product: ctx.use('catalog').addVisits, content: ctx.use('content').addVisits },
      flushMs: ctx.config.VISIT_FLUSH_MS,
      log: ctx.log,
    });
    ctx.preClose(() => engagement.flushVisits());
    await api.register(engagementRoutes, { service: engagement });
  },
};
