// Messages between buyers and suppliers (decision 019): rate-limited, with an SMS reminder for a message left
// unread.
import type { AppModule } from '../../platform/modules.js';
import { createMessagingRepo } from './messaging.repo.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

export const messagingModule: AppModule = {
  name: 'messaging',
  async register(api, ctx) {
    const { config } = ctx;
    const access = ctx.use('merchantAccess');
    await api.register(messagingRoutes, {
      service: createMessagingService({
        repo: createMessagingRepo(ctx.database.db, access),
        access,
        uow: ctx.platform.uow,
        rates: ctx.rates,
        limits: { perWindow: config.MESSAGING_MAX_PER_MINUTE, windowSeconds: 60 },
        reminders: { jobs: ctx.platform.jobs, sms: ctx.use('sms'), delaySeconds: config.MESSAGING_REMINDER_SECONDS },
      }),
      files: ctx.use('files'),
    });
  },
};
