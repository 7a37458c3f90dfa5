// A small in-process cache with a time to live and a size bound, for lookups that many requests repeat
// (e.g. id → slug in the proxy, where Next's data cache does not apply).

export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

export interface TtlCache<K, V> {
  /**
   * The cached value of `key`, else `load(key)`. Concurrent callers share one pending load; a load that
   * rejects is forgotten at once, so failures are retried by the next request instead of remembered.
   */
  get(key: K, load: (key: K) => Promise<V>): Promise<V>;
  readonly size: number;
}

export function createTtlCache<K, V>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      entries.delete(key);

      const value = load(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // A Map iterates in insertion order, so the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
