// How a domain module plugs into the app (docs/decisions/037-modules-declare-themselves.md). A module is one
// folder under modules/ whose index.ts exports an `AppModule`: it builds its services from the shared context,
// registers its routes under /api/v1, subscribes to the events it reacts to, defines its jobs and timers, and
// offers other modules a typed interface (`ctx.offer`), which later modules take with `ctx.use`. app.ts only
// loops over the list in modules/index.ts: wiring lives with the module it belongs to.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { SmsProvider } from '../modules/identity/sms.js';
import type { Metrics } from '../plugins/metrics.js';
import type { RateStore } from '../shared/rate-store.js';
import type { VisitGate } from '../shared/visit-gate.js';
import type { LiveHub } from './live/hub.js';
import type { Platform } from './platform.js';
import type { WebPages } from './web-pages.js';

/**
 * What each module offers the others, by module name. Each module adds its own entry by declaration merging in
 * its index.ts (`declare module '../../platform/modules.js' { interface ModuleOffers { wallet: … } }`), so the
 * interface is written where it is implemented and checked where it is used.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging
export interface ModuleOffers {}

/** The /api/v1 scope the modules register their routes on. */
export type Api = FastifyInstance;

export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  platform: Platform;
  log: FastifyBaseLogger;
  metrics: Metrics;
  rates: RateStore;
  live: LiveHub;
  visits: VisitGate;
  /** The web's cached pages, when the API is told where the web servers are (WEB_REVALIDATE_URLS). */
  webPages: WebPages | undefined;
  /** Tests' own SMS gateway; production builds one from config (the identity module). */
  sms?: SmsProvider;
  /** Runs before the app closes (timers, flushes) and when it has closed (connections). */
  preClose(hook: () => Promise<void> | void): void;
  onClose(hook: () => Promise<void> | void): void;
  /** What an earlier module offers; throws at start when the list in modules/index.ts has it later. */
  use<K extends keyof ModuleOffers>(name: K): ModuleOffers[K];
  offer<K extends keyof ModuleOffers>(name: K, value: ModuleOffers[K]): void;
  /** A job queued once per `everyMs` slot across every instance (pg-boss deduplicates by slot). */
  every(job: string, everyMs: number, handler: () => Promise<void>): void;
}

export interface AppModule {
  name: string;
  /** Before the /api/v1 routes: what the whole app needs from this module (the auth plugin, say). */
  prepare?(app: FastifyInstance, ctx: ModuleContext): Promise<void>;
  /** Its services, routes (on `api`, the /api/v1 scope), subscribers and jobs. */
  register?(api: Api, ctx: ModuleContext): Promise<void>;
}

/** A UUID made from a name, so every instance queues the same job id for the same slot (sent once). */
export function slotJobId(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createModuleContext(
  app: FastifyInstance,
  shared: Omit<ModuleContext, 'preClose' | 'onClose' | 'use' | 'offer' | 'every' | 'log'>,
): ModuleContext {
  const offers = new Map<string, unknown>();
  return {
    ...shared,
    log: app.log,
    preClose: (hook) => app.addHook('preClose', async () => hook()),
    onClose: (hook) => app.addHook('onClose', async () => hook()),
    use(name) {
      if (!offers.has(name)) throw new Error(`module "${name}" is not registered before its user (modules/index.ts)`);
      return offers.get(name) as ModuleOffers[typeof name];
    },
    offer(name, value) {
      if (offers.has(name)) throw new Error(`module "${name}" offered twice`);
      offers.set(name, value);
    },
    every(job, everyMs, handler) {
      shared.platform.jobs.define(job, handler);
      if (everyMs <= 0) return;
      const timer = setInterval(
        () => {
          const slot = Math.floor(Date.now() / everyMs);
          shared.platform.jobs
            .send(job, { slot }, { id: slotJobId(`${job}:${slot}`) })
            .catch((error) => app.log.warn({ err: error, job }, 'could not queue a timed job'));
        },
        Math.min(everyMs, 60_000),
      );
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
    },
  };
}
