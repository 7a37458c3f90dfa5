// Builds the Fastify application: platform plugins first, then the domain modules under /api/v1.
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  CATALOG_CACHE_TAG,
  CONTENT_CACHE_TAG,
  PROMOTIONS_CACHE_TAG,
  productCacheTag,
  SUPPLIERS_CACHE_TAG,
} from '@bazaar/contracts/web-cache';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAddressesRepo } from './modules/addresses/addresses.repo.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createAssistantRepo } from './modules/assistant/assistant.repo.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { createAssistantService, createModelGate } from './modules/assistant/assistant.service.js';
import { createCatalogMatcher } from './modules/assistant/catalog-matcher.js';
import { createModelEngine } from './modules/assistant/model-engine.js';
import { createCatalogRepo } from './modules/catalog/catalog.repo.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createListingReportsRepo } from './modules/catalog/listing-reports.repo.js';
import { listingReportsRoutes } from './modules/catalog/listing-reports.routes.js';
import { createListingReportsService } from './modules/catalog/listing-reports.service.js';
import { createOwnProductsRepo } from './modules/catalog/own-products.repo.js';
import { createOwnProductsService } from './modules/catalog/own-products.service.js';
import { createProductEditorRepo } from './modules/catalog/product-editor.repo.js';
import { productEditorRoutes } from './modules/catalog/product-editor.routes.js';
import { createProductEditorService } from './modules/catalog/product-editor.service.js';
import { createProductToolsRepo } from './modules/catalog/product-tools.repo.js';
import { createProductToolsService } from './modules/catalog/product-tools.service.js';
import { createCategoriesRepo } from './modules/categories/categories.repo.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createArticlesRepo } from './modules/content/articles.repo.js';
import { articlesRoutes } from './modules/content/articles.routes.js';
import { createArticlesService } from './modules/content/articles.service.js';
import { createContentRepo } from './modules/content/content.repo.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { createSupplierArticlesRepo } from './modules/content/supplier-articles.repo.js';
import { createAgentsService } from './modules/customers/agents.service.js';
import { addMerchantOwner, createCustomersRepo } from './modules/customers/customers.repo.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createEngagementRepo } from './modules/engagement/engagement.repo.js';
import { engagementRoutes } from './modules/engagement/engagement.routes.js';
import { createEngagementService } from './modules/engagement/engagement.service.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createFilesRepo } from './modules/files/files.repo.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { createS3ObjectStore } from './modules/files/object-store.js';
import { createGeographyRepo } from './modules/geography/geography.repo.js';
import { geographyRoutes } from './modules/geography/geography.routes.js';
import { createGeographyService } from './modules/geography/geography.service.js';
import { createIdentityRepo } from './modules/identity/identity.repo.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { createIdentityService } from './modules/identity/identity.service.js';
import { createDevSmsProvider, createKavenegarProvider, type SmsProvider } from './modules/identity/sms.js';
import { createQueuedSmsProvider } from './modules/identity/sms-queue.js';
import { createTokenKit } from './modules/identity/tokens.js';
import { createUsersStaffRepo } from './modules/identity/users-staff.repo.js';
import { usersStaffRoutes } from './modules/identity/users-staff.routes.js';
import { createUsersStaffService } from './modules/identity/users-staff.service.js';
import { createMessagingRepo } from './modules/messaging/messaging.repo.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { createMessagingService } from './modules/messaging/messaging.service.js';
import { createSearchRepo } from './modules/search/search.repo.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { loadSynonyms } from './modules/search/synonyms.js';
import { createSharedTypeModelsRepo } from './modules/shared-typemodels/shared-typemodels.repo.js';
import { sharedTypeModelsRoutes } from './modules/shared-typemodels/shared-typemodels.routes.js';
import { createSharedTypeModelsService } from './modules/shared-typemodels/shared-typemodels.service.js';
import { createSiteRepo } from './modules/site/site.repo.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { createSiteService } from './modules/site/site.service.js';
import { createSiteStaffRepo } from './modules/site/site-staff.repo.js';
import { siteStaffRoutes } from './modules/site/site-staff.routes.js';
import { createSiteStaffService } from './modules/site/site-staff.service.js';
import { createSitemapRepo } from './modules/sitemap/sitemap.repo.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import { createProfileRepo } from './modules/suppliers/profile.repo.js';
import { profileRoutes } from './modules/suppliers/profile.routes.js';
import { createProfileService } from './modules/suppliers/profile.service.js';
import { createRegistrationRepo } from './modules/suppliers/registration.repo.js';
import { registrationRoutes } from './modules/suppliers/registration.routes.js';
import { createRegistrationService } from './modules/suppliers/registration.service.js';
import { createSuppliersRepo } from './modules/suppliers/suppliers.repo.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { createSuppliersService } from './modules/suppliers/suppliers.service.js';
import { createSystemRepo } from './modules/system/system.repo.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import { createTradeRepo } from './modules/trade/trade.repo.js';
import { tradeRoutes } from './modules/trade/trade.routes.js';
import { createTradeService } from './modules/trade/trade.service.js';
import { tradeSmsHandler } from './modules/trade/trade-sms.js';
import { createSandboxGateway, createZarinpalGateway, type GatewayRegistry } from './modules/wallet/gateways.js';
import { createWalletRepo } from './modules/wallet/wallet.repo.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { createAuditLog } from './platform/audit/audit-log.js';
import { LIVE_EVENT_TYPES } from './platform/events/catalogue.js';
import { jobsRoutes } from './platform/jobs/jobs.routes.js';
import { createJobsService } from './platform/jobs/jobs.service.js';
import { createLiveHub, type LiveHub } from './platform/live/hub.js';
import { createLiveRepo } from './platform/live/live.repo.js';
import { createLiveStreams } from './platform/live/streams.js';
import { createPlatform, type Platform } from './platform/platform.js';
import { createWebPages } from './platform/web-pages.js';
import { recordRoutes } from './plugins/access.js';
import { authPlugin } from './plugins/auth.js';
import { oneTrustedHop, registerClientAddress } from './plugins/client-address.js';
import { handleClientError, handleFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { createMetrics, registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { refuseNulCharacters, zodValidatorCompiler } from './plugins/validation.js';
import { AppError } from './shared/app-error.js';
import { createRateCountersRepo } from './shared/rate-counters.repo.js';
import { createDatabaseRateStore, createRedisRateStore, type RateStore } from './shared/rate-store.js';
import { createVisitGate } from './shared/visit-gate.js';

export const API_PREFIX = '/api/v1';

/** A UUID made from a name, so every instance queues the same job id for the same slot (sent once). */
function slotJobId(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Spec section 9: at most 1000 parameters, nesting depth 5, array index up to 20. */
export const QUERY_LIMITS = { parameterLimit: 1000, depth: 5, maxArrayIndex: 20 } as const;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates: `app.live.publish(userId, type, data)` reaches the user's open pages (decision 010). */
    live: LiveHub;
  }
}

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own (a fake SMS gateway, a clock); production builds them from config. */
  sms?: SmsProvider;
  rates?: RateStore;
}

/**
 * Pino's options: one JSON object per line in production (and tests), coloured readable lines in
 * development when pino-pretty (a dev dependency) is installed.
 */
export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>) {
  if (config.NODE_ENV !== 'development') return { level: config.LOG_LEVEL };
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return { level: config.LOG_LEVEL };
  }
  return {
    level: config.LOG_LEVEL,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}

export async function buildApp({ config, database, logger, sms, rates }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: oneTrustedHop(config.TRUST_PROXY),
    requestIdHeader: false,
    // Refusals made before a route runs still answer problem+json (plugins/errors.ts).
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
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

  // First of all hooks: forwarded addresses are believed only from the one trusted, proven hop.
  registerClientAddress(app, { trustProxy: config.TRUST_PROXY, proxySecret: config.PROXY_SECRET });
  recordRoutes(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('preValidation', refuseNulCharacters);
  // Responses are checked against their Zod schema in development and tests, where a drift must fail
  // loudly; in production the checked shapes are trusted and serialised plainly, which is several times
  // cheaper on hot listings.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandling(app);
  const metrics = createMetrics({ pool: database.poolStats, jobsWaiting: () => app.platform.jobs.waiting() });
  registerMetrics(app, metrics);

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
  const databaseRates = createDatabaseRateStore(createRateCountersRepo(database.db));
  const rateStore =
    rates ??
    (config.REDIS_URL
      ? createRedisRateStore(config.REDIS_URL, { fallback: databaseRates, log: app.log })
      : databaseRates);
  app.addHook('onClose', () => rateStore.close());
  const live = createLiveHub({
    repo: createLiveRepo(database.db),
    log: app.log,
    retentionHours: config.LIVE_RETENTION_HOURS,
    redisUrl: config.REDIS_URL,
    channelPrefix: config.LIVE_CHANNEL_PREFIX,
  });
  app.decorate('live', live);
  app.addHook('onClose', () => live.close());
  // Transactions over several repositories, domain events and background jobs (docs/decisions/013).
  const platform = createPlatform(database.db, config, app.log);
  app.addHook('onReady', () => platform.start());
  app.addHook('onClose', () => platform.stop());
  app.decorate('platform', platform);
  // Events that concern particular users reach their open pages: one delivery per cluster (a durable
  // subscriber), stored for resume and fanned out to every instance by the live hub (decision 010).
  for (const type of LIVE_EVENT_TYPES) {
    platform.events.subscribe(type, `live.${type}`, async (event) => {
      for (const userId of event.audience ?? []) await live.publish(userId, event.type, event.payload);
    });
  }

  const identityRepo = createIdentityRepo(database.db);
  const smsProvider =
    sms ?? (config.SMS_PROVIDER === 'kavenegar' ? createKavenegarProvider(config) : createDevSmsProvider(identityRepo));
  // The development outbox exists only outside production or in an explicit demo (config refuses a
  // production start with SMS_PROVIDER=dev otherwise), and answers loopback clients only.
  const devOutbox = smsProvider.name === 'dev' && (config.NODE_ENV !== 'production' || config.DEMO_MODE);
  if (devOutbox && config.NODE_ENV !== 'test') {
    app.log.warn(
      `SMS_PROVIDER=dev${config.DEMO_MODE ? ' (DEMO_MODE)' : ''}: one-time codes are NOT sent; visitors on this machine read them at /dev/sms.`,
    );
  }
  const visits = createVisitGate({
    rates: rateStore,
    secret: config.authSecret,
    maxPerAddressHour: config.VISIT_MAX_PER_IP_HOUR,
  });
  // File content goes to the bucket when S3_* is configured, and stays in the database otherwise.
  const objectStore = config.objectStorage && createS3ObjectStore(config.objectStorage);
  if (objectStore) app.addHook('onClose', async () => objectStore.close());
  const files = createFilesService(createFilesRepo(database.db, objectStore));
  const identity = createIdentityService({
    repo: identityRepo,
    tokens,
    rates: rateStore,
    sms: createQueuedSmsProvider(platform.jobs, smsProvider, {
      waitMs: config.SMS_SEND_WAIT_MS,
      codeTtlSeconds: config.OTP_TTL_SECONDS,
    }),
    limits: config,
    files,
  });
  await app.register(authPlugin, {
    verifyAccess: tokens.verifyAccess,
    currentSession: identity.currentSession,
    allowedOrigins: config.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        service: createSystemService(createSystemRepo(database), { pingRedis: () => rateStore.ping() }),
        metrics,
        metricsToken: config.METRICS_TOKEN,
      });
      const categories = createCategoriesService(createCategoriesRepo(database.db));
      const suppliers = createSuppliersService(createSuppliersRepo(database.db));
      const catalog = createCatalogService({
        repo: createCatalogRepo(database.db),
        categories,
        suppliers,
        listingCacheSeconds: config.CATALOG_CACHE_TTL_SECONDS,
        visits,
      });
      await api.register(categoriesRoutes, { service: categories });
      await api.register(geographyRoutes, { service: createGeographyService(createGeographyRepo(database.db)) });
      await api.register(suppliersRoutes, { service: suppliers });
      await api.register(catalogRoutes, {
        service: catalog,
        ownProducts: createOwnProductsService({ repo: createOwnProductsRepo(database.db), uow: platform.uow }),
      });
      platform.events.everyInstance('catalog.product.changed', (e) => catalog.evictProducts(e.payload.productIds));
      // The supplier workspace (decision 027): registration and verification, the product editor, proposed
      // base products, and the audit log of staff actions.
      await api.register(registrationRoutes, {
        service: createRegistrationService({
          repo: createRegistrationRepo(database.db),
          uow: platform.uow,
          suppliers,
          ownedFile: files.ownedFile,
          addOwner: addMerchantOwner,
        }),
        files,
      });
      // The company profile, delegation requests and supplier articles (decision 029).
      await api.register(profileRoutes, {
        service: createProfileService({
          repo: createProfileRepo(database.db),
          uow: platform.uow,
          articles: (db = database.db) => createSupplierArticlesRepo(db),
          file: files.anyFile,
        }),
        files,
      });
      const productEditor = createProductEditorService({
        repo: createProductEditorRepo(database.db),
        uow: platform.uow,
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
          repo: createProductToolsRepo(database.db),
          editor: productEditor,
          uow: platform.uow,
          properties: catalog.listProperties,
        }),
        audit: createAuditLog(database.db),
        files,
      });
      // «گزارش تخلف»: reports of listings and staff's queue of them (decision 034).
      await api.register(listingReportsRoutes, {
        service: createListingReportsService({
          repo: createListingReportsRepo(database.db),
          uow: platform.uow,
          rates: rateStore,
        }),
      });
      // Search columns are generated by the database, so results are current at once; the speller's
      // dictionary of title words is read again after a catalog change (docs/decisions/020-search.md).
      const synonyms = loadSynonyms();
      const search = createSearchService({
        engine: createSearchRepo(database.db),
        synonyms,
        visits,
        popularMinHits: config.SEARCH_POPULAR_MIN_HITS,
      });
      platform.events.everyInstance('catalog.product.changed', () => search.catalogChanged());
      search.warm();
      await api.register(searchRoutes, { service: search });
      // The sourcing assistant (issue 19, decision 022): the built-in engine over the catalog's own words,
      // and a language model when AI_BASE_URL and AI_MODEL are set (rate-limited, with a monthly budget).
      const assistantRepo = createAssistantRepo(database.db);
      const matcher = createCatalogMatcher({
        catalog,
        listSuppliers: async (categoryId, filters, provinceId) =>
          (await catalog.suppliersInCategory(categoryId, { filters, provinceId }, { page: 1, pageSize: 6 })).items,
      });
      const assistant = createAssistantService({
        repo: assistantRepo,
        synonyms,
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
          rates: rateStore,
          repo: assistantRepo,
          maxPerHour: config.AI_MAX_PER_HOUR,
          monthlyTokens: config.AI_MONTHLY_TOKEN_BUDGET,
        }),
      });
      await api.register(assistantRoutes, { service: assistant });
      if (config.WEB_REVALIDATE_URLS.length && config.PROXY_SECRET) {
        const webPages = createWebPages({ urls: config.WEB_REVALIDATE_URLS, secret: config.PROXY_SECRET });
        // Once per cluster. This instance evicts its own caches first; other API instances (only with
        // Redis: several instances share it) get one outbox poll to evict theirs, so the web's re-render
        // never reads a stale answer. Measured: public in under a second on one instance.
        const otherInstancesPollMs = config.REDIS_URL ? config.EVENTS_POLL_MS : 0;
        platform.events.subscribe('catalog.product.changed', 'web.revalidate-catalog', async (e) => {
          catalog.evictProducts(e.payload.productIds);
          if (otherInstancesPollMs) await new Promise((resolve) => setTimeout(resolve, otherInstancesPollMs));
          await webPages.revalidate([CATALOG_CACHE_TAG, ...e.payload.productIds.map(productCacheTag)]);
        });
        // Staff's advertisements, announcements and articles (decision 030): cached pages follow at once.
        platform.events.subscribe('site.promotions.changed', 'web.revalidate-promotions', () =>
          webPages.revalidate([PROMOTIONS_CACHE_TAG]),
        );
        platform.events.subscribe('content.page.changed', 'web.revalidate-content', () =>
          webPages.revalidate([CONTENT_CACHE_TAG]),
        );
        // A supplier's profile, delegations or articles (decision 029): its pages, the content pages that show
        // its articles, and the catalog pages that show its name and logo.
        platform.events.subscribe('suppliers.merchant.changed', 'web.revalidate-supplier', async () => {
          if (otherInstancesPollMs) await new Promise((resolve) => setTimeout(resolve, otherInstancesPollMs));
          await webPages.revalidate([SUPPLIERS_CACHE_TAG, CONTENT_CACHE_TAG, CATALOG_CACHE_TAG]);
        });
      }
      await api.register(filesRoutes, { service: files });
      await api.register(identityRoutes, {
        service: identity,
        devOutbox,
        cookieSecure: config.COOKIE_SECURE,
        refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      });
      const addresses = createAddressesService({ repo: createAddressesRepo(database.db), uow: platform.uow });
      await api.register(addressesRoutes, { service: addresses });
      const customers = createCustomersRepo(database.db, identityRepo);
      await api.register(customersRoutes, {
        service: createCustomersService({ repo: customers, addresses }),
        agents: createAgentsService(customers),
      });
      const content = createContentService(createContentRepo(database.db), visits, platform.uow);
      const engagement = createEngagementService(createEngagementRepo(database.db), {
        gate: visits,
        counters: { product: catalog.addVisits, content: content.addVisits },
        flushMs: config.VISIT_FLUSH_MS,
        log: app.log,
      });
      // Counted views still in memory are written before the database closes.
      app.addHook('preClose', () => engagement.flushVisits());
      await api.register(engagementRoutes, { service: engagement });
      await api.register(contentRoutes, { service: content });
      await api.register(siteRoutes, {
        service: createSiteService({ repo: createSiteRepo(database.db), rates: rateStore, visits }),
      });
      const siteStaff = createSiteStaffService({
        repo: createSiteStaffRepo(database.db),
        uow: platform.uow,
        jobs: platform.jobs,
        file: files.anyFile,
      });
      await api.register(siteStaffRoutes, { service: siteStaff });
      // An answer staff asked to send by SMS goes out once, retried when the gateway fails (decision 030).
      platform.events.subscribe('site.feedback.answered', 'site.feedback-sms', async (e) => {
        const message = await siteStaff.feedbackSms(e.payload.feedbackId);
        if (message) await smsProvider.sendText(message.to, message.text);
      });
      await api.register(articlesRoutes, {
        service: createArticlesService({ repo: createArticlesRepo(database.db), uow: platform.uow }),
      });
      await api.register(usersStaffRoutes, {
        service: createUsersStaffService({ repo: createUsersStaffRepo(database.db), uow: platform.uow }),
      });
      await api.register(sitemapRoutes, { repo: createSitemapRepo(database.db) });
      await api.register(sharedTypeModelsRoutes, {
        service: createSharedTypeModelsService(createSharedTypeModelsRepo()),
      });
      await api.register(eventsRoutes, {
        streams: createLiveStreams(live, {
          heartbeatMs: config.LIVE_HEARTBEAT_MS,
          retryMs: config.LIVE_RETRY_MS,
          maxPerUser: config.LIVE_MAX_STREAMS_PER_USER,
          maxPerAddress: config.LIVE_MAX_STREAMS_PER_ADDRESS,
        }),
      });
      const gateways: GatewayRegistry = new Map();
      if (config.SANDBOX_GATEWAY ?? (config.NODE_ENV !== 'production' || config.DEMO_MODE))
        gateways.set('sandbox', createSandboxGateway(createWalletRepo(database.db)));
      if (config.ZARINPAL_MERCHANT_ID)
        gateways.set(
          'zarinpal',
          createZarinpalGateway({
            merchantId: config.ZARINPAL_MERCHANT_ID,
            apiUrl: config.ZARINPAL_API_URL,
            startPayUrl: config.ZARINPAL_STARTPAY_URL,
            timeoutMs: config.GATEWAY_TIMEOUT_MS,
          }),
        );
      const wallet = createWalletService({
        db: database.db,
        uow: platform.uow,
        gateways,
        publicSiteUrl: config.PUBLIC_SITE_URL,
        expireMinutes: config.PAYMENT_EXPIRE_MINUTES,
      });
      await api.register(walletRoutes, { service: wallet, gateways });
      // Trade requests (decision 021): the fee is a wallet payable whose payment publishes the request.
      const trade = createTradeService({
        db: database.db,
        uow: platform.uow,
        wallet: {
          ...wallet,
          planForMerchant: async (merchantId) =>
            (await wallet.currentPlan({ userId: 0, staff: true }, merchantId)).plan,
        },
      });
      wallet.onPaid('trade_request_fee', trade.onFeePaid);
      // The other party hears of each transition by SMS (decision 023), a durable subscriber of the outbox.
      platform.events.subscribe(
        'trade.request.changed',
        'trade.sms-other-party',
        tradeSmsHandler({ repo: createTradeRepo(database.db), sms: smsProvider }),
      );
      await api.register(tradeRoutes, { service: trade, files });
      // Reconciliation (decision 018): a job every PAYMENT_RECONCILE_MS, one per time slot across instances.
      platform.jobs.define('wallet.reconcile', async () => {
        await wallet.reconcile();
      });
      // The ledger's invariants, re-checked once a day; a broken one is logged as an error for staff.
      platform.jobs.define('wallet.audit', async () => {
        const found = await wallet.repo.invariants();
        if (Object.values(found).some((list) => list.length > 0))
          app.log.error({ invariants: found }, 'wallet ledger invariants broken');
      });
      if (config.PAYMENT_RECONCILE_MS > 0) {
        const timer = setInterval(() => {
          const slot = Math.floor(Date.now() / config.PAYMENT_RECONCILE_MS);
          const day = Math.floor(Date.now() / 86_400_000);
          void Promise.all([
            platform.jobs.send('wallet.reconcile', { slot }, { id: slotJobId(`wallet.reconcile:${slot}`) }),
            platform.jobs.send('wallet.audit', { day }, { id: slotJobId(`wallet.audit:${day}`) }),
          ]).catch((error) => app.log.warn({ err: error }, 'could not queue the wallet jobs'));
        }, config.PAYMENT_RECONCILE_MS);
        timer.unref();
        app.addHook('preClose', async () => clearInterval(timer));
      }
      await api.register(messagingRoutes, {
        service: createMessagingService({
          repo: createMessagingRepo(database.db),
          uow: platform.uow,
          rates: rateStore,
          limits: { perWindow: config.MESSAGING_MAX_PER_MINUTE, windowSeconds: 60 },
          reminders: { jobs: platform.jobs, sms: smsProvider, delaySeconds: config.MESSAGING_REMINDER_SECONDS },
        }),
        files,
      });
      await api.register(jobsRoutes, { service: createJobsService(platform.jobs) });
    },
    { prefix: API_PREFIX },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's unit of work, job runner and event bus (tests drain it). */
    platform: Platform;
  }
}
