// Disputes (decision 039): a buyer's objection to a shipped or delivered order, its thread with evidence from
// both parties and staff, and staff's final decision that moves the held money once. It uses trade's offer (the
// order, its `open_dispute` transition, the marketplace's move out of «در اختلاف») and secure payment's
// settlement; neither of them knows disputes.
import type { AppModule } from '../../platform/modules.js';
import { disputesRoutes } from './disputes.routes.js';
import { createDisputesService } from './disputes.service.js';

export const disputesModule: AppModule = {
  name: 'disputes',
  async register(api, ctx) {
    const service = createDisputesService({
      db: ctx.database.db,
      uow: ctx.platform.uow,
      trade: ctx.use('trade'),
      securePayment: ctx.use('securePayment'),
      files: ctx.use('files'),
      answerDays: ctx.config.DISPUTE_ANSWER_DAYS,
    });
    await api.register(disputesRoutes, { service, files: ctx.use('files') });
  },
};
