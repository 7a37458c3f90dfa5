// The category tree under the four root types.
import type { AppModule } from '../../platform/modules.js';
import { createCategoriesRepo } from './categories.repo.js';
import { categoriesRoutes } from './categories.routes.js';
import { type CategoriesService, createCategoriesService } from './categories.service.js';

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    categories: CategoriesService;
  }
}

export const categoriesModule: AppModule = {
  name: 'categories',
  async register(api, ctx) {
    const categories = createCategoriesService(createCategoriesRepo(ctx.database.db));
    ctx.offer('categories', categories);
    await api.register(categoriesRoutes, { service: categories });
  },
};
