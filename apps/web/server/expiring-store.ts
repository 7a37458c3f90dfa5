// Answers kept in the web server's memory for a while (page-cache.ts, file-cache.ts): each entry expires at its
// own time, the least recently used go first when the bytes kept pass `maxBytes`.
export interface Expiring {
  expires: number;
}

export function createExpiringStore<T extends Expiring>(options: {
  maxBytes: number;
  sizeOf: (entry: T) => number;
  now: () => number;
}) {
  const { maxBytes, sizeOf, now } = options;
  const entries = new Map<string, T>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    /** Keeps an entry, unless it alone is larger than the store; older ones make room. */
    set(key: string, entry: T): boolean {
      const size = sizeOf(entry);
      if (size > maxBytes) return false;
      drop(key);
      entries.set(key, entry);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    get(key: string): T | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        drop(key);
        return null;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
