// Builds the Fastify application: platform plugins first, then the domain modules under /api/v1.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { HSTS_MAX_AGE_SECONDS } from '@bazaar/contracts/http-security';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { SmsProvider } from './modules/identity/sms.js';
import { MODULES } from './modules/index.js';
import { LIVE_EVENT_TYPES } from './platform/events/catalogue.js';
import { createLiveHub, type LiveHub } from './platform/live/hub.js';
import { createLiveRepo } from './platform/live/live.repo.js';
import { createModuleContext } from './platform/modules.js';
import { createPlatform, type Platform } from './platform/platform.js';
import { createWebPages } from './platform/web-pages.js';
import { recordRoutes } from './plugins/access.js';
import { oneTrustedHop, registerClientAddress } from './plugins/client-address.js';
import { handleClientError, handleFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { createMetrics, type Metrics, registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { dropBidiControlsFromRequest, refuseNulCharacters, zodValidatorCompiler } from './plugins/validation.js';
import { AppError } from './shared/app-error.js';
import { createRateCountersRepo } from './shared/rate-counters.repo.js';
import { createDatabaseRateStore, createRedisRateStore, type RateStore } from './shared/rate-store.js';
import { createVisitGate } from './shared/visit-gate.js';

export const API_PREFIX = '/api/v1';

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

/** The Fastify instance with the platform's parsing, validation, error and security plugins. */
function createFastify(config: AppConfig, logger: FastifyServerOptions['logger'] | undefined) {
  return Fastify({
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
}

type Server = ReturnType<typeof createFastify>;

/** Hooks and plugins every answer passes through, before any module's route. */
async function registerPlatformPlugins(app: Server, config: AppConfig, metrics: Metrics) {
  // First of all hooks: forwarded addresses are believed only from the one trusted, proven hop.
  registerClientAddress(app, { trustProxy: config.TRUST_PROXY, proxySecret: config.PROXY_SECRET });
  recordRoutes(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('preValidation', refuseNulCharacters);
  app.addHook('preValidation', dropBidiControlsFromRequest);
  // Responses are checked against their Zod schema in development and tests, where a drift must fail
  // loudly; in production the checked shapes are trusted and serialised plainly, which is several times
  // cheaper on hot listings.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandling(app);
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
    // The same Strict-Transport-Security as the web server's pages (contracts/http-security.ts).
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
  await registerOpenApi(app);
}

/** What every module shares: the platform (unit of work, jobs, events), rate counters, live updates, visits. */
function createSharedServices(app: Server, { config, database, rates, sms }: AppDependencies, metrics: Metrics) {
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
  return createModuleContext(app, {
    config,
    database,
    platform,
    metrics,
    rates: rateStore,
    live,
    visits: createVisitGate({
      rates: rateStore,
      secret: config.authSecret,
      maxPerAddressHour: config.VISIT_MAX_PER_IP_HOUR,
    }),
    webPages:
      config.WEB_REVALIDATE_URLS.length && config.PROXY_SECRET
        ? createWebPages({ urls: config.WEB_REVALIDATE_URLS, secret: config.PROXY_SECRET })
        : undefined,
    sms,
  });
}

/**
 * The application: the platform's plugins, the shared services, then every module of modules/index.ts, each of
 * which registers its own routes under /api/v1, subscribers and jobs (docs/decisions/037).
 */
export async function buildApp(deps: AppDependencies) {
  const app = createFastify(deps.config, deps.logger);
  const metrics = createMetrics({ pool: deps.database.poolStats, jobsWaiting: () => app.platform.jobs.waiting() });
  await registerPlatformPlugins(app, deps.config, metrics);
  const ctx = createSharedServices(app, deps, metrics);
  for (const module of MODULES) await module.prepare?.(app, ctx);
  await app.register(
    async (api) => {
      for (const module of MODULES) await module.register?.(api, ctx);
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
