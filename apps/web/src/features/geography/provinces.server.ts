// Iran's provinces for filters and pickers; they change about never, so a day of caching is fine.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { geographyEndpoints, type Province } from '@bazaar/contracts/geography';
import { cache } from 'react';
import { createCachedApiClient } from '@/lib/api.server';

const geographyApi = bind(
  createCachedApiClient({ revalidateSeconds: 86_400, tags: ['geography'], timeoutMs: 5_000 }),
  geographyEndpoints,
);

/** The 31 provinces in the API's order. Never throws: without them a filter just offers no provinces. */
export const getProvinces = cache(async (): Promise<Province[]> => {
  try {
    return await geographyApi.provinces();
  } catch (error) {
    console.warn(`[provinces] unavailable; filters render without them. ${String(error)}`);
    return [];
  }
});
