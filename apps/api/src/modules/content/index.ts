// Articles, comments and likes (decision 007); staff's article editor (decision 030); suppliers' articles are
// kept here and offered to the suppliers module.
import { CONTENT_CACHE_TAG } from '@bazaar/contracts/web-cache';
import type { Database } from '../../db/client.js';
import type { AppModule } from '../../platform/modules.js';
import { createArticlesRepo } from './articles.repo.js';
import { articlesRoutes } from './articles.routes.js';
import { createArticlesService } from './articles.service.js';
import { createContentRepo } from './content.repo.js';
import { contentRoutes } from './content.routes.js';
import { type ContentService, createContentService } from './content.service.js';
import { createSupplierArticlesRepo, type SupplierArticlesRepo } from './supplier-articles.repo.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    content: ContentService;
    /** A supplier's own articles, on the pool or in the caller's transaction. */
    supplierArticles: (db?: Database) => SupplierArticlesRepo;
  }
}

export const contentModule: AppModule = {
  name: 'content',
  async register(api, ctx) {
    const content = createContentService(createContentRepo(ctx.database.db), ctx.visits, ctx.platform.uow);
    ctx.offer('content', content);
    ctx.offer('supplierArticles', (db = ctx.database.db) => createSupplierArticlesRepo(db));
    await api.register(contentRoutes, { service: content });
    await api.register(articlesRoutes, {
      service: createArticlesService({ repo: createArticlesRepo(ctx.database.db), uow: ctx.platform.uow }),
    });
    const { webPages } = ctx;
    if (webPages)
      ctx.platform.events.subscribe('content.page.changed', 'web.revalidate-content', () =>
        webPages.revalidate([CONTENT_CACHE_TAG]),
      );
  },
};
