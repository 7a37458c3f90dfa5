// Next's cache handler (next.config.ts `cacheHandler`; bundled to dist/cache-handler.mjs). Without
// REDIS_URL it is Next's own file-system cache. With REDIS_URL, pages, route bodies and fetch answers are
// kept in Redis for every web instance (shared-cache.ts) and a tag revalidated on one instance expires the
// entry on all (docs/decisions/031). What the build prerendered is still read from disk when Redis has no
// newer copy. Reads and writes are counted for the web's /metrics (cache hits by kind).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Redis } from 'ioredis';
import { cacheMetrics } from './metrics-registry';
import { createSharedCacheStore, isExpiredByTags, type SharedCacheStore, type TagTimes } from './shared-cache';

const require = createRequire(import.meta.url);

// Next's interfaces, as far as this handler uses them (next/dist/server/lib/incremental-cache).
interface HandlerContext {
  fs?: unknown;
  serverDistDir?: string;
  [key: string]: unknown;
}
interface CacheValue {
  kind: string;
  headers?: Record<string, string | string[] | undefined>;
  [key: string]: unknown;
}
interface HandlerValue {
  lastModified: number;
  value: CacheValue | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
}
interface GetContext {
  kind: string;
  tags?: string[];
  softTags?: string[];
}
interface SetContext {
  fetchCache?: boolean;
  tags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
}
interface NextCacheHandler {
  get(key: string, ctx: GetContext): Promise<HandlerValue | null>;
  set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

const TAGS_HEADER = 'x-next-cache-tags';

function entryTags(value: CacheValue | null | undefined): string[] {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

export interface SharedCacheDeps {
  store: SharedCacheStore | null;
  /** Next's in-process tag manifest (the one its own cache code reads); a test gives each instance its own. */
  manifest: Map<string, TagTimes>;
  /** Next's file-system cache class; null in tests. */
  FileSystemCache: (new (ctx: HandlerContext) => NextCacheHandler) | null;
}

/** The handler class over these dependencies (the default export binds Next's own and REDIS_URL). */
export function sharedCacheHandlerClass(deps: () => SharedCacheDeps) {
  return class SharedCacheHandler implements NextCacheHandler {
    private readonly disk: NextCacheHandler | null;
    private readonly store: SharedCacheStore | null;
    private readonly manifest: Map<string, TagTimes>;

    constructor(ctx: HandlerContext) {
      const d = deps();
      this.store = d.store;
      this.manifest = d.manifest;
      this.disk = d.FileSystemCache && ctx.fs && ctx.serverDistDir ? new d.FileSystemCache(ctx) : null;
    }

    /** Copies the shared times of these tags into this instance's manifest, so Next's checks see them. */
    private async mirror(tags: string[]) {
      if (!this.store || !tags.length) return;
      for (const [tag, times] of await this.store.tagTimes(tags)) this.manifest.set(tag, times);
    }

    async get(key: string, ctx: GetContext): Promise<HandlerValue | null> {
      const asked = ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      if (!this.store) return cacheMetrics.count(ctx.kind, await (this.disk?.get(key, ctx) ?? null));
      try {
        const entry = await this.store.get(key);
        if (entry) {
          const tags = [...new Set([...entry.tags, ...asked])];
          await this.mirror(tags);
          if (isExpiredByTags(tags, this.manifest, entry.lastModified)) return cacheMetrics.count(ctx.kind, null);
          return cacheMetrics.count(ctx.kind, {
            lastModified: entry.lastModified,
            value: entry.value as CacheValue,
            ...(entry.cacheControl ? { cacheControl: entry.cacheControl as HandlerValue['cacheControl'] } : {}),
          });
        }
        // Not in Redis: what the build prerendered, unless a tag expired it since.
        const seed = (await this.disk?.get(key, ctx)) ?? null;
        if (seed) {
          const tags = [...new Set([...entryTags(seed.value), ...asked])];
          await this.mirror(tags);
          if (isExpiredByTags(tags, this.manifest, seed.lastModified)) return cacheMetrics.count(ctx.kind, null);
        }
        return cacheMetrics.count(ctx.kind, seed);
      } catch (error) {
        warnOnce('read', error);
        return cacheMetrics.count(ctx.kind, null);
      }
    }

    async set(key: string, data: CacheValue | null, ctx: SetContext): Promise<void> {
      if (!this.store) return this.disk?.set(key, data, ctx);
      if (data === null) return;
      try {
        const tags = ctx.fetchCache ? (ctx.tags ?? []) : entryTags(data);
        const expire = ctx.cacheControl?.expire;
        await this.store.set(
          key,
          { lastModified: Date.now(), value: data, cacheControl: ctx.cacheControl, tags },
          expire,
        );
      } catch (error) {
        warnOnce('write', error);
      }
    }

    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      const list = typeof tags === 'string' ? [tags] : tags;
      // This instance at once (Next's own rule), then every other through Redis.
      if (this.disk) await this.disk.revalidateTag(list, durations);
      else {
        const now = Date.now();
        for (const tag of list) {
          const times = { ...this.manifest.get(tag) };
          if (durations) {
            times.stale = now;
            if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
          } else times.expired = now;
          this.manifest.set(tag, times);
        }
      }
      if (this.store) await this.store.revalidateTags(list, durations);
    }

    resetRequestCache() {
      this.disk?.resetRequestCache();
    }
  };
}

const warned = new Set<string>();
function warnOnce(what: string, error: unknown) {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(`[web-cache] Redis ${what} failed; serving without the shared cache`, error);
}

let defaults: SharedCacheDeps | undefined;
function nextDefaults(serverDistDir: string | undefined): SharedCacheDeps {
  if (defaults) return defaults;
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  let store: SharedCacheStore | null = null;
  const url = process.env.REDIS_URL;
  if (url && serverDistDir) {
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true });
    redis.on('error', (error) => warnOnce('connection', error));
    store = createSharedCacheStore(redis, { prefix: process.env.WEB_CACHE_PREFIX || 'bazaar:web-cache', buildId });
  }
  defaults = { store, manifest: tagsManifest, FileSystemCache };
  return defaults;
}

let serverDistDir: string | undefined;
const Bound = sharedCacheHandlerClass(() => nextDefaults(serverDistDir));
export default class CacheHandler extends Bound {
  constructor(ctx: HandlerContext) {
    serverDistDir ??= ctx.serverDistDir;
    super(ctx);
  }
}
