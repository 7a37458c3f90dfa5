// Suppliers: the public directory, registration and verification (decision 027), the company profile,
// delegations and articles (decision 029). A supplier's change expires its pages, the content pages that show
// its articles and the catalog pages that show its name and logo.
import { CATALOG_CACHE_TAG, CONTENT_CACHE_TAG, SUPPLIERS_CACHE_TAG } from '@bazaar/contracts/web-cache';
import type { AppModule } from '../../platform/modules.js';
import { createProfileRepo } from './profile.repo.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';
import { createRegistrationRepo } from './registration.repo.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';
import { createSuppliersRepo } from './suppliers.repo.js';
import { suppliersRoutes } from './suppliers.routes.js';
import { createSuppliersService, type SuppliersService } from './suppliers.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    suppliers: SuppliersService;
  }
}

export const suppliersModule: AppModule = {
  name: 'suppliers',
  async register(api, ctx) {
    const { db } = ctx.database;
    const files = ctx.use('files');
    const access = ctx.use('merchantAccess');
    const suppliers = createSuppliersService(createSuppliersRepo(db));
    ctx.offer('suppliers', suppliers);
    await api.register(suppliersRoutes, { service: suppliers });
    await api.register(registrationRoutes, {
      service: createRegistrationService({
        repo: createRegistrationRepo(db, access.owners),
        uow: ctx.platform.uow,
        suppliers,
        ownedFile: files.ownedFile,
        access,
      }),
      files,
    });
    await api.register(profileRoutes, {
      service: createProfileService({
        repo: createProfileRepo(db),
        uow: ctx.platform.uow,
        access,
        articles: ctx.use('supplierArticles'),
        file: files.anyFile,
      }),
      files,
    });
    const { webPages, config } = ctx;
    if (webPages) {
      // Other API instances (only with Redis: several instances share it) get one outbox poll to evict theirs.
      const otherInstancesPollMs = config.REDIS_URL ? config.EVENTS_POLL_MS : 0;
      ctx.platform.events.subscribe('suppliers.merchant.changed', 'web.revalidate-supplier', async () => {
        if (otherInstancesPollMs) await new Promise((resolve) => setTimeout(resolve, otherInstancesPollMs));
        await webPages.revalidate([SUPPLIERS_CACHE_TAG, CONTENT_CACHE_TAG, CATALOG_CACHE_TAG]);
      });
    }
  },
};
