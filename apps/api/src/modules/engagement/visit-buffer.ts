// Counted views are added up in memory and written together: one statement per table per interval
// instead of several row updates per view, so counting never queues page requests behind row locks on
// hot products. A failed write puts the views back for the next attempt; close() writes what is left.
import type { SavedObjectType } from '@bazaar/contracts/engagement';

export interface CountedViews {
  objectType: SavedObjectType;
  objectId: number;
  merchantId: number | null;
  views: number;
}

export function createVisitBuffer(options: {
  /** 0: every view is written at once. */
  flushMs: number;
  write: (batch: CountedViews[]) => Promise<void>;
  log: { error(obj: unknown, msg?: string): void };
}) {
  const pending = new Map<string, CountedViews>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function put(entry: CountedViews) {
    const key = `${entry.objectType}:${entry.objectId}`;
    const known = pending.get(key);
    if (known) known.views += entry.views;
    else pending.set(key, { ...entry });
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // One write at a time, in order: a batch never overtakes the one before it.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending.clear();
      try {
        await options.write(batch);
      } catch (error) {
        for (const entry of batch) put(entry);
        options.log.error({ err: error, views: batch.length }, 'writing counted views failed; kept for the next try');
      }
    });
    return writing;
  }

  return {
    async add(entry: Omit<CountedViews, 'views'>) {
      put({ ...entry, views: 1 });
      if (options.flushMs === 0) return flush();
      timer ??= setTimeout(() => void flush(), options.flushMs);
      timer.unref?.();
    },
    flush,
    /** Views waiting to be written (for tests and shutdown logs). */
    get size() {
      return pending.size;
    },
  };
}

export type VisitBuffer = ReturnType<typeof createVisitBuffer>;
