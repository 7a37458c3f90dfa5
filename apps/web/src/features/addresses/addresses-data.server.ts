// Delivery addresses of the signed-in user, and the cities offered for a province in the address form.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { addressesEndpoints } from '@bazaar/contracts/addresses';
import { type City, geographyEndpoints } from '@bazaar/contracts/geography';
import { cache } from 'react';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { createCachedApiClient } from '@/lib/api.server';

/** Cities of one province fit in one page (the largest has fewer than 60). */
export const CITIES_PAGE_SIZE = 100;

const geographyApi = bind(
  createCachedApiClient({ revalidateSeconds: 86_400, tags: ['geography'], timeoutMs: 5_000 }),
  geographyEndpoints,
);

export async function loadAddresses(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), addressesEndpoints).list(), currentPath);
}

/** The addresses shared with the caller's buyer company (decision 058); [] outside a company. */
export async function loadCompanyAddresses(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), addressesEndpoints).company(), currentPath);
}

/** The province's cities, capital first; [] for no province or when the API cannot answer. */
export const getProvinceCities = cache(async (provinceId: string | number): Promise<City[]> => {
  const id = Number(provinceId);
  if (!Number.isInteger(id) || id <= 0) return [];
  try {
    return (await geographyApi.cities({ query: { provinceId: id, pageSize: CITIES_PAGE_SIZE } })).items;
  } catch (error) {
    console.warn(`[addresses] cities of province ${id} unavailable. ${String(error)}`);
    return [];
  }
});
