// The sourcing assistant (decision 022): the built-in engine over the catalog's own words, and a language model
// when AI_BASE_URL and AI_MODEL are set (rate-limited, with a monthly budget).
import type { AppModule } from '../../platform/modules.js';
import { createAssistantRepo } from './assistant.repo.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantService, createModelGate } from './assistant.service.js';
import { createCatalogMatcher } from './catalog-matcher.js';
import { createModelEngine } from './model-engine.js';

export const assistantModule: AppModule = {
  name: 'assistant',
  async register(api, ctx) {
    const { config } = ctx;
    const catalog = ctx.use('catalog');
    const repo = createAssistantRepo(ctx.database.db);
    const matcher = createCatalogMatcher({
      catalog,
      listSuppliers: async (categoryId, filters, provinceId) =>
        (await catalog.suppliersInCategory(categoryId, { filters, provinceId }, { page: 1, pageSize: 6 })).items,
    });
    const service = createAssistantService({
      repo,
      synonyms: ctx.use('synonyms'),
      matcher,
      model:
        config.AI_BASE_URL && config.AI_MODEL
          ? createModelEngine({
              baseURL: config.AI_BASE_URL,
              apiKey: config.AI_API_KEY,
              model: config.AI_MODEL,
              timeoutMs: config.AI_TIMEOUT_MS,
              catalog,
              matcher,
            })
          : undefined,
      modelGate: createModelGate({
        rates: ctx.rates,
        repo,
        maxPerHour: config.AI_MAX_PER_HOUR,
        monthlyTokens: config.AI_MONTHLY_TOKEN_BUDGET,
      }),
    });
    // Search reads a query's category with this reader when its words find nothing (decision 107).
    ctx.use('searchCategoryReader').use((text) => service.categoryOf(text));
    await api.register(assistantRoutes, { service });
  },
};
