// The sitemap's data for the web's sitemap files.
import type { AppModule } from '../../platform/modules.js';
import { createSitemapRepo } from './sitemap.repo.js';
import { sitemapRoutes } from './sitemap.routes.js';

export const sitemapModule: AppModule = {
  name: 'sitemap',
  async register(api, ctx) {
    await api.register(sitemapRoutes, { repo: createSitemapRepo(ctx.database.db) });
  },
};
