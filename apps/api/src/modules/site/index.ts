// The site's own pages and staff's tools for them (decision 030): feedback, advertisements, announcements.
// Staff's advertisements reach the cached pages at once; an answer staff asked to send by SMS goes out once,
// retried when the gateway fails.
import { PROMOTIONS_CACHE_TAG } from '@bazaar/contracts/web-cache';
import type { AppModule } from '../../platform/modules.js';
import { createSiteRepo } from './site.repo.js';
import { siteRoutes } from './site.routes.js';
import { createSiteService } from './site.service.js';
import { createSiteStaffRepo } from './site-staff.repo.js';
import { siteStaffRoutes } from './site-staff.routes.js';
import { createSiteStaffService } from './site-staff.service.js';

export const siteModule: AppModule = {
  name: 'site',
  async register(api, ctx) {
    const { db } = ctx.database;
    await api.register(siteRoutes, {
      service: createSiteService({ repo: createSiteRepo(db), rates: ctx.rates, visits: ctx.visits }),
    });
    const siteStaff = createSiteStaffService({
      repo: createSiteStaffRepo(db),
      uow: ctx.platform.uow,
      jobs: ctx.platform.jobs,
      file: ctx.use('files').anyFile,
    });
    await api.register(siteStaffRoutes, { service: siteStaff });
    const sms = ctx.use('sms');
    ctx.platform.events.subscribe('site.feedback.answered', 'site.feedback-sms', async (e) => {
      const message = await siteStaff.feedbackSms(e.payload.feedbackId);
      if (message) await sms.sendText(message.to, message.text);
    });
    const { webPages } = ctx;
    if (webPages)
      ctx.platform.events.subscribe('site.promotions.changed', 'web.revalidate-promotions', () =>
        webPages.revalidate([PROMOTIONS_CACHE_TAG]),
      );
  },
};
