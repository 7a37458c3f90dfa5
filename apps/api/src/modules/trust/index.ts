// Trust (issue 32, decision 043): reviews only from completed orders, in both directions, and figures the site
// measured from its own timestamps. It asks trade who a caller is in an order and whether the order is complete
// (trade's offer; secure payment completes orders), files for review photos; trade knows nothing of it. The trust
// job measures every supplier and buyer on a timer; search reads the supplier's score from `trust_figures`.
import type { AppModule } from '../../platform/modules.js';
import { trustRoutes } from './trust.routes.js';
import { createTrustService } from './trust.service.js';

export const trustModule: AppModule = {
  name: 'trust',
  async register(api, ctx) {
    const service = createTrustService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      trade: ctx.use('trade'),
      files: ctx.use('files'),
      minCases: ctx.config.TRUST_MIN_CASES,
      payDays: ctx.config.TRUST_PAY_DAYS,
    });
    ctx.every('trust.measure', ctx.config.TRUST_MEASURE_MS, async () => {
      await service.measure();
    });
    await api.register(trustRoutes, { service });
  },
};
