// Next's page and data cache shared between web instances through Redis (issue 18, «more than one web
// instance»; docs/decisions/031). Entries live under `{prefix}:{buildId}:entry:{key}` (a build never reads
// another build's pages, whose chunks it does not have); tag expiries live in one hash `{prefix}:tags`
// shared by every build and instance. A `revalidateTag` on one instance writes the tag's stale/expired
// times there; every instance copies the tags of an entry it reads into Next's own tag manifest before
// Next decides, so an entry rendered before the revalidation is a miss (or stale) on all of them alike.
// Pure of Next: the handler (cache-handler.ts) wires this to Next's CacheHandler interface.
import type { Redis } from 'ioredis';

export interface TagTimes {
  stale?: number;
  expired?: number;
}

export interface StoredEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
  /** The entry's own tags (a fetch's tags, or a page's x-next-cache-tags), for the tag check on read. */
  tags: string[];
}

/** JSON with Buffers and Maps (Next's page values carry both: RSC data, segment data, route bodies). */
export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(entry, function replace(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function decodeEntry(text: string): StoredEntry {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string' && Object.keys(value).length === 1)
        return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  }) as StoredEntry;
}

/** Next's rule (tags-manifest.external): expired after the entry was written and by now. */
export function isExpiredByTags(tags: string[], times: Map<string, TagTimes>, lastModified: number, now = Date.now()) {
  return tags.some((tag) => {
    const expired = times.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now && expired > lastModified;
  });
}

/** Longest an entry stays in Redis when Next gives it no expiry of its own. */
const MAX_TTL_SECONDS = 14 * 24 * 3600;

export function createSharedCacheStore(redis: Redis, options: { prefix: string; buildId: string }) {
  const entryKey = (key: string) => `${options.prefix}:${options.buildId}:entry:${key}`;
  const tagsKey = `${options.prefix}:tags`;
  return {
    async get(key: string): Promise<StoredEntry | null> {
      const text = await redis.get(entryKey(key));
      return text === null ? null : decodeEntry(text);
    },
    async set(key: string, entry: StoredEntry, ttlSeconds?: number) {
      const ttl = Math.max(1, Math.min(Math.ceil(ttlSeconds ?? MAX_TTL_SECONDS), MAX_TTL_SECONDS));
      await redis.set(entryKey(key), encodeEntry(entry), 'EX', ttl);
    },
    /** The shared times of these tags (absent tags are left out). */
    async tagTimes(tags: string[]): Promise<Map<string, TagTimes>> {
      const times = new Map<string, TagTimes>();
      if (!tags.length) return times;
      const values = await redis.hmget(tagsKey, ...tags);
      tags.forEach((tag, i) => {
        const value = values[i];
        if (value) times.set(tag, JSON.parse(value) as TagTimes);
      });
      return times;
    },
    /** Next 16's revalidateTag rule: with durations, stale now (and expired after `expire` s); without, expired now. */
    async revalidateTags(tags: string[], durations?: { expire?: number }, now = Date.now()) {
      if (!tags.length) return;
      const current = await this.tagTimes(tags);
      const updates = tags.flatMap((tag) => {
        const times: TagTimes = { ...current.get(tag) };
        if (durations) {
          times.stale = now;
          if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
        } else times.expired = now;
        return [tag, JSON.stringify(times)];
      });
      await redis.hset(tagsKey, ...updates);
    },
  };
}

export type SharedCacheStore = ReturnType<typeof createSharedCacheStore>;
