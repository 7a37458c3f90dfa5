// Whether the API knows a content type, for the proxy in front of the content-type list's ISR twin
// (decision 080): an unknown id is the 404 screen before it can become a cache entry.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { apiBaseUrl } from '@/lib/api.server';
import { createExistenceCheck } from '@/lib/existence-check';
import { parsePublicId } from '@/lib/route-params';

const contentApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), contentEndpoints);

const known = createExistenceCheck((id) => contentApi.contentTypeBreadcrumb({ params: { id: Number(id) } }));

/** True when `segment` is the id of a content type the API knows; throws when the API does not answer. */
export function contentTypeExists(segment: string | undefined): Promise<boolean> {
  const id = parsePublicId(segment);
  return id === null ? Promise.resolve(false) : known(String(id));
}
