// Search data for /search/{key} (issue 15). Free text is never put in Next's data cache (arbitrary queries
// would fill it); the API answers from indexes in a few milliseconds.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { type SearchParams, searchEndpoints } from '@bazaar/contracts/search';
import { api } from '@/lib/api.server';

const searchApi = bind(api, searchEndpoints);

export function searchAll(query: SearchParams) {
  return searchApi.search({ query });
}
