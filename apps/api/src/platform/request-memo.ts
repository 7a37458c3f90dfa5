// Answers remembered for the length of one HTTP request, never longer: the first question of a request asks
// the database, the next ones in the same request take that answer, and the next request asks again (so a
// change, a removed agent say, counts from the next request on). Outside a request (a job, a subscriber, a
// seed) nothing is remembered. The request's store travels with its async work (AsyncLocalStorage); it is
// entered on `onRequest` and again on `preValidation`, because a request's body is read in the socket's own
// async context, which does not carry it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Store = Map<string, Promise<unknown>>;

export interface RequestMemo {
  /** The answer already given in this request under `key`, else `load()`'s (a failed load is not kept). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets this request's answers: after a write that changes them. */
  forget(): void;
  /** Gives every request of `app` its own store; registered before any hook that asks. */
  scopeRequests(app: FastifyInstance): void;
}

export function createRequestMemo(): RequestMemo {
  const storage = new AsyncLocalStorage<Store>();
  const stores = new WeakMap<FastifyRequest, Store>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const store = storage.getStore();
      if (!store) return load();
      const known = store.get(key) as Promise<T> | undefined;
      if (known) return known;
      const loading = load();
      store.set(key, loading);
      loading.catch(() => store.delete(key));
      return loading;
    },
    forget() {
      storage.getStore()?.clear();
    },
    scopeRequests(app) {
      app.addHook('onRequest', (request, _reply, done) => {
        const store: Store = new Map();
        stores.set(request, store);
        storage.run(store, done);
      });
      app.addHook('preValidation', (request, _reply, done) => {
        const store = stores.get(request);
        if (store) storage.run(store, done);
        else done();
      });
    },
  };
}
