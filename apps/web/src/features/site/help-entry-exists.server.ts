// Whether a help entry (/help/{uniqueId}) exists, for the proxy: the page is an ISR route (decision 062),
// so an unknown id is answered with the 404 screen before it can become a cache entry.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { siteEndpoints } from '@bazaar/contracts/site';
import { apiBaseUrl } from '@/lib/api.server';
import { createExistenceCheck } from '@/lib/existence-check';

const siteApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), siteEndpoints);

/** The id pattern the help page accepts (getHelpEntryOrNotFound); anything else is not asked for. */
const HELP_ID = /^[A-Za-z0-9_-]{1,80}$/;

const known = createExistenceCheck((frontUniqueId) => siteApi.help({ query: { frontUniqueId } }));

/** True when the API has a help entry of that id; throws when the API does not answer. */
export function helpEntryExists(frontUniqueId: string): Promise<boolean> {
  return HELP_ID.test(frontUniqueId) ? known(frontUniqueId) : Promise.resolve(false);
}
