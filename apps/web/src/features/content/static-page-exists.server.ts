// Whether a static content page (/page/{uniquePageName}) exists, for the proxy: the page is an ISR route
// (decision 062), so an unknown name is answered with the 404 screen before it can become a cache entry.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { apiBaseUrl } from '@/lib/api.server';
import { createExistenceCheck } from '@/lib/existence-check';

const contentApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), contentEndpoints);

/** True when the API has a public page of that unique name; throws when the API does not answer. */
export const staticPageExists = createExistenceCheck((uniquePageName) =>
  contentApi.pageByUniqueName({ query: { uniquePageName } }),
);
