// id → canonical slug of a published page for the proxy's 301 check (see supplier-slug.server.ts). A
// page's slug follows its title, which editors change, so it is kept for a minute only.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';
import { canonicalPageSlug } from './content-links';

const contentApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), contentEndpoints);
const slugs = createTtlCache<number, string | null>({ ttlMs: 60_000, maxEntries: 5_000 });

/** The canonical slug, or null when the page is not public (unknown, draft, hidden supplier, other platform). */
export function resolveContentPageSlug(id: number): Promise<string | null> {
  // Without ?visit the page call counts nothing; the article's own beacon does that.
  return slugs.get(id, () =>
    contentApi.page({ params: { id }, query: { platform: 'web' } }).then(canonicalPageSlug, (error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
  );
}
