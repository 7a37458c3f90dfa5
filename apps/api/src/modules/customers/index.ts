// Customers: profiles, buyer companies, merchants' agents and their invitations.
import type { AppModule } from '../../platform/modules.js';
import { createAgentsService } from './agents.service.js';
import { addMerchantOwner, createCustomersRepo } from './customers.repo.js';
import { customersRoutes } from './customers.routes.js';
import { createCustomersService } from './customers.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    /** Makes a person the owner of a merchant, inside the caller's transaction (supplier registration). */
    merchantOwners: { add: typeof addMerchantOwner };
  }
}

export const customersModule: AppModule = {
  name: 'customers',
  async register(api, ctx) {
    const customers = createCustomersRepo(ctx.database.db, ctx.use('identity').repo);
    ctx.offer('merchantOwners', { add: addMerchantOwner });
    await api.register(customersRoutes, {
      service: createCustomersService({ repo: customers, addresses: ctx.use('addresses') }),
      agents: createAgentsService(customers),
    });
  },
};
