// The catalog: products and their listings (decision 008, 025), suppliers' own products and the product editor
// (decisions 027, 028, 035), and reported listings (decision 034). A product's change evicts this instance's
// caches at once and, once per cluster, the web's cached pages.
import { CATALOG_CACHE_TAG, productCacheTag } from '@bazaar/contracts/web-cache';
import { createAuditLog } from '../../platform/audit/audit-log.js';
import type { AppModule } from '../../platform/modules.js';
import { createCatalogRepo } from './catalog.repo.js';
import { catalogRoutes } from './catalog.routes.js';
import { type CatalogService, createCatalogService } from './catalog.service.js';
import { createListingReportsRepo } from './listing-reports.repo.js';
import { listingReportsRoutes } from './listing-reports.routes.js';
import { createListingReportsService } from './listing-reports.service.js';
import { createOwnProductsRepo } from './own-products.repo.js';
import { createOwnProductsService } from './own-products.service.js';
import { createProductEditorRepo } from './product-editor.repo.js';
import { productEditorRoutes } from './product-editor.routes.js';
import { createProductEditorService } from './product-editor.service.js';
import { createProductToolsRepo } from './product-tools.repo.js';
import { createProductToolsService } from './product-tools.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    catalog: CatalogService;
  }
}

export const catalogModule: AppModule = {
  name: 'catalog',
  async register(api, ctx) {
    const { db } = ctx.database;
    const { uow, events } = ctx.platform;
    const files = ctx.use('files');
    const categories = ctx.use('categories');
    const access = ctx.use('merchantAccess');
    const catalog = createCatalogService({
      repo: createCatalogRepo(db),
      categories,
      suppliers: ctx.use('suppliers'),
      listingCacheSeconds: ctx.config.CATALOG_CACHE_TTL_SECONDS,
      vatBasisPoints: ctx.config.VAT_BASIS_POINTS,
      visits: ctx.visits,
    });
    ctx.offer('catalog', catalog);
    await api.register(catalogRoutes, {
      service: catalog,
      ownProducts: createOwnProductsService({ repo: createOwnProductsRepo(db), uow, access }),
    });
    events.everyInstance('catalog.product.changed', (e) => catalog.evictProducts(e.payload.productIds));
    const productEditor = createProductEditorService({
      repo: createProductEditorRepo(db),
      uow,
      access,
      properties: catalog.listProperties,
      breadcrumb: categories.getBreadcrumb,
      file: files.anyFile,
      isPublicProduct: (id) =>
        catalog.getProduct(id).then(
          () => true,
          () => false,
        ),
    });
    await api.register(productEditorRoutes, {
      service: productEditor,
      tools: createProductToolsService({
        repo: createProductToolsRepo(db),
        editor: productEditor,
        uow,
        properties: catalog.listProperties,
      }),
      audit: createAuditLog(db),
      files,
    });
    await api.register(listingReportsRoutes, {
      service: createListingReportsService({ repo: createListingReportsRepo(db), uow, rates: ctx.rates, access }),
    });
    const { webPages, config } = ctx;
    if (webPages) {
      // This instance evicts its own caches first; other API instances (only with Redis) get one outbox poll to
      // evict theirs, so the web's re-render never reads a stale answer. Measured: public in under a second.
      const otherInstancesPollMs = config.REDIS_URL ? config.EVENTS_POLL_MS : 0;
      events.subscribe('catalog.product.changed', 'web.revalidate-catalog', async (e) => {
        catalog.evictProducts(e.payload.productIds);
        if (otherInstancesPollMs) await new Promise((resolve) => setTimeout(resolve, otherInstancesPollMs));
        await webPages.revalidate([CATALOG_CACHE_TAG, ...e.payload.productIds.map(productCacheTag)]);
      });
    }
  },
};
