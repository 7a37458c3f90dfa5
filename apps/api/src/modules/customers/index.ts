// Customers: profiles, buyer companies, merchants' agents and their invitations, and who acts for a merchant
// (`merchantAccess`, the one owner of merchant_members).
import type { AppModule } from '../../platform/modules.js';
import { createRequestMemo } from '../../platform/request-memo.js';
import { createAgentsService } from './agents.service.js';
import { createCustomersRepo } from './customers.repo.js';
import { customersRoutes } from './customers.routes.js';
import { createCustomersService } from './customers.service.js';
import { createMerchantAccess, type MerchantAccess } from './merchant-access.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    /** Who acts for a merchant, with which rights, remembered per request; and a merchant's first owner. */
    merchantAccess: MerchantAccess;
  }
}

const memo = createRequestMemo();

export const customersModule: AppModule = {
  name: 'customers',
  /** Before identity's: the auth plugin asks on every request whether its person acts for a merchant. */
  async prepare(app, ctx) {
    memo.scopeRequests(app);
    ctx.offer('merchantAccess', createMerchantAccess(ctx.database.db, memo));
  },
  async register(api, ctx) {
    const customers = createCustomersRepo(ctx.database.db, ctx.use('identity').repo);
    await api.register(customersRoutes, {
      service: createCustomersService({ repo: customers, addresses: ctx.use('addresses') }),
      agents: createAgentsService(customers, memo),
    });
  },
};
