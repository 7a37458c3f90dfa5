// Customers: profiles, buyer companies, merchants' agents and their invitations, and who acts for a merchant
// (`merchantAccess`, the one owner of merchant_members).
import type { AppModule } from '../../platform/modules.js';
import { createRequestMemo } from '../../platform/request-memo.js';
import { createAgentsService } from './agents.service.js';
import { createCustomersRepo } from './customers.repo.js';
import { customersRoutes } from './customers.routes.js';
import { createCustomersService } from './customers.service.js';
import type { CustomersContext } from './customers-context.js';
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
    const people = ctx.use('identity').repo;
    const context: CustomersContext = {
      repo: createCustomersRepo(ctx.database.db, people),
      uow: ctx.platform.uow,
      people,
      addresses: ctx.use('addresses'),
      memo,
    };
    await api.register(customersRoutes, {
      service: createCustomersService(context),
      agents: createAgentsService(context),
    });
  },
};
