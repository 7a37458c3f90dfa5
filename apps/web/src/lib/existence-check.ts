// Whether the API knows something by its key, for the proxy in front of an ISR route (issue 34): Next
// would keep a rendered 404 for every key anyone types, so the proxy answers an unknown one with the 404
// screen before it reaches the route. Answers are kept for a while in process (the proxy has no data
// cache); a 404 from the API is «no», any other failure is thrown (the proxy then lets the page decide).
import { isApiError } from '@bazaar/api-client/api-error';
import { createTtlCache } from './ttl-cache';

export function createExistenceCheck(load: (key: string) => Promise<unknown>, ttlMs = 60_000) {
  const known = createTtlCache<string, boolean>({ ttlMs, maxEntries: 2_000 });
  return (key: string): Promise<boolean> =>
    known.get(key, () =>
      load(key).then(
        () => true,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return false;
          throw error;
        },
      ),
    );
}
