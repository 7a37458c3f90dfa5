// Whether some published article carries a label, for the proxy in front of the label list's ISR twin
// (decision 070): a label nobody carries is the 404 screen before it can become a cache entry.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { contentEndpoints } from '@bazaar/contracts/content';
import { apiBaseUrl } from '@/lib/api.server';
import { createTtlCache } from '@/lib/ttl-cache';

const contentApi = bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 3_000 }), contentEndpoints);

/** Labels are at most 60 characters on the API (the page's own rule). */
const MAX_LABEL_LENGTH = 60;

const carried = createTtlCache<string, boolean>({ ttlMs: 60_000, maxEntries: 2_000 });

/** True when a published article carries `label`; throws when the API does not answer. */
export function contentLabelExists(label: string): Promise<boolean> {
  const trimmed = label.trim();
  if (!trimmed || trimmed.length > MAX_LABEL_LENGTH) return Promise.resolve(false);
  return carried.get(trimmed, async () => {
    const { total } = await contentApi.listByLabel({
      query: { label: trimmed, page: 1, pageSize: 1, platform: 'web' },
    });
    return total > 0;
  });
}
