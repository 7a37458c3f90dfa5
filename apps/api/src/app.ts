// Builds the Fastify application: platform plugins first, then the domain modules under /api/v1.
import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAddressesRepo } from './modules/addresses/addresses.repo.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createCatalogRepo } from './modules/catalog/catalog.repo.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createCategoriesRepo } from './modules/categories/categories.repo.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createContentRepo } from './modules/content/content.repo.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { createCustomersRepo } from './modules/customers/customers.repo.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createFilesRepo } from './modules/files/files.repo.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { createGeographyRepo } from './modules/geography/geography.repo.js';
import { geographyRoutes } from './modules/geography/geography.routes.js';
import { createGeographyService } from './modules/geography/geography.service.js';
import { createIdentityRepo } from './modules/identity/identity.repo.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createDevSmsProvider, createKavenegarProvider, type SmsProvider } from './modules/identity/sms.js';
import { createTokenKit } from './modules/identity/tokens.js';
import { sharedTypeModelsRoutes } from './modules/shared-typemodels/shared-typemodels.routes.js';
import { createSiteRepo } from './modules/site/site.repo.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { createSuppliersRepo } from './modules/suppliers/suppliers.repo.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { createSuppliersService } from './modules/suppliers/suppliers.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { AppError } from './shared/app-error.js';
import { createDatabaseRateStore, createRedisRateStore, type RateStore } from './shared/rate-store.js';

export const API_PREFIX = '/api/v1';

/** Spec section 9: at most 1000 parameters, nesting depth 5, array index up to 20. */
export const QUERY_LIMITS = { parameterLimit: 1000, depth: 5, maxArrayIndex: 20 } as const;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own (a fake SMS gateway, a clock); production builds them from config. */
  sms?: SmsProvider;
  rates?: RateStore;
}

export async function buildApp({ config, database, logger, sms, rates }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    // A caller's id is kept only when it is safe to log; otherwise we make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: (query) =>
        qs.parse(query, {
          parameterLimit: QUERY_LIMITS.parameterLimit,
          depth: QUERY_LIMITS.depth,
          // qs counts elements (index + 1); larger indexes become object keys instead of sparse arrays.
          arrayLimit: QUERY_LIMITS.maxArrayIndex + 1,
          allowDots: true,
        }) as Record<string, unknown>,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  // Responses are checked against their Zod schema in development and tests, where a drift must fail
  // loudly; in production the checked shapes are trusted and serialised plainly, which is several times
  // cheaper on hot listings.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandling(app);

  // While shutting down, answers in flight close their connection so that close() does not wait for
  // idle keep-alive sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request) => {
    const query = request.raw.url?.split('?')[1];
    if (query && query.split('&').length > QUERY_LIMITS.parameterLimit) {
      throw new AppError('BAD_REQUEST', {
        detail: `تعداد پارامترهای درخواست بیش از حد مجاز (${QUERY_LIMITS.parameterLimit}) است.`,
      });
    }
  });

  await app.register(helmet, {
    // The API answers JSON; only the docs page needs scripts, and it sets its own policy.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  await registerOpenApi(app);

  const tokens = createTokenKit(config.authSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const rateStore =
    rates ?? (config.REDIS_URL ? createRedisRateStore(config.REDIS_URL) : createDatabaseRateStore(database.db));
  app.addHook('onClose', () => rateStore.close());
  const smsProvider =
    sms ?? (config.SMS_PROVIDER === 'kavenegar' ? createKavenegarProvider(config) : createDevSmsProvider(database.db));
  if (smsProvider.name === 'dev' && config.NODE_ENV !== 'test') {
    app.log.warn(
      'SMS_PROVIDER=dev: one-time codes are NOT sent; they are kept in /api/v1/dev/sms-outbox. Never use this in production.',
    );
  }
  await app.register(authPlugin, {
    tokens,
    allowedOrigins: config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database });
      const categories = createCategoriesService(createCategoriesRepo(database.db));
      const suppliers = createSuppliersService(createSuppliersRepo(database.db));
      const catalog = createCatalogService({
        repo: createCatalogRepo(database.db),
        categories,
        suppliers,
        listingCacheSeconds: config.CATALOG_CACHE_TTL_SECONDS,
      });
      await api.register(categoriesRoutes, { service: categories });
      await api.register(geographyRoutes, { service: createGeographyService(createGeographyRepo(database.db)) });
      await api.register(suppliersRoutes, { service: suppliers });
      await api.register(catalogRoutes, { service: catalog });
      const files = createFilesService(createFilesRepo(database.db));
      await api.register(filesRoutes, { service: files });
      await api.register(identityRoutes, {
        service: createIdentityService({
          repo: createIdentityRepo(database.db),
          tokens,
          rates: rateStore,
          sms: smsProvider,
          limits: config,
        }),
        files,
        devOutbox: smsProvider.name === 'dev',
        cookieSecure: config.COOKIE_SECURE,
        refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      });
      const addresses = createAddressesService(createAddressesRepo(database.db));
      await api.register(addressesRoutes, { service: addresses });
      await api.register(customersRoutes, { repo: createCustomersRepo(database.db), addresses });
      await api.register(contentRoutes, { service: createContentService(createContentRepo(database.db)) });
      await api.register(siteRoutes, { repo: createSiteRepo(database.db), rates: rateStore });
      await api.register(sharedTypeModelsRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
