// Whether a static content page (/page/{uniquePageName}) exists, for the proxy (issue 34): the page is an
// ISR route, and Next would keep a rendered 404 for every name anyone types, so an unknown name is
// answered with the 404 screen before it reaches the route. Kept for a minute, like content slugs.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';

const contentApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), contentEndpoints);
const known = createTtlCache<string, boolean>({ ttlMs: 60_000, maxEntries: 2_000 });

/** True when the API has a public page of that unique name; throws when the API does not answer. */
export function staticPageExists(uniquePageName: string): Promise<boolean> {
  return known.get(uniquePageName, () =>
    contentApi.pageByUniqueName({ query: { uniquePageName } }).then(
      () => true,
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      },
    ),
  );
}
