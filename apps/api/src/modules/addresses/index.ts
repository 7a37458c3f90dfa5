// Delivery addresses.
import type { AppModule } from '../../platform/modules.js';
import { createAddressesRepo } from './addresses.repo.js';
import { addressesRoutes } from './addresses.routes.js';
import { type AddressesService, createAddressesService } from './addresses.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    addresses: AddressesService;
  }
}

export const addressesModule: AppModule = {
  name: 'addresses',
  async register(api, ctx) {
    const addresses = createAddressesService({ repo: createAddressesRepo(ctx.database.db), uow: ctx.platform.uow });
    ctx.offer('addresses', addresses);
    await api.register(addressesRoutes, { service: addresses });
  },
};
