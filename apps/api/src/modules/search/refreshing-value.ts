// A value read from the database and kept in the process (the speller's dictionary, the suggestions'
// rows): the first use waits for it; later uses get the kept one at once while a fresh one is read in the
// background — after `ttlMs`, or after a change was announced but at most once per `afterChangeMs`.
export interface RefreshingValue<T> {
  get(): Promise<T>;
  /** The kept value, if one was read. */
  peek(): T | null;
  /** Something it is read from changed: read it again on next use (at most once per `afterChangeMs`). */
  changed(): void;
  /** Starts reading it ahead of the first use. */
  warm(): void;
}

export function refreshingValue<T>(load: () => Promise<T>, ttlMs: number, afterChangeMs: number): RefreshingValue<T> {
  let kept: { value: T; at: number } | null = null;
  let loading: Promise<T> | null = null;
  let changed = false;

  function read(): Promise<T> {
    loading ??= load()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async get() {
      if (!kept) return read();
      const age = Date.now() - kept.at;
      if (age > ttlMs || (changed && age > afterChangeMs)) {
        changed = false;
        void read().catch(() => undefined);
      }
      return kept.value;
    },
    peek: () => kept?.value ?? null,
    changed() {
      changed = true;
    },
    warm() {
      void read().catch(() => undefined);
    },
  };
}
