// A supplier's own products in the web, fetched with the member's token (never cached: drafts included).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { catalogEndpoints, type OwnProduct } from '@bazaar/contracts/catalog';
import type { Page } from '@bazaar/contracts/paging';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const OWN_PRODUCTS_PAGE_SIZE = 20;

export async function ownProductsApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), catalogEndpoints);
}

/** The member's products, or null when the signed-in person belongs to no supplier (the API's 403). */
export async function loadOwnProducts(
  currentPath: string,
  query: { q?: string; page: number },
): Promise<Page<OwnProduct> | null> {
  try {
    const api = await ownProductsApi(currentPath);
    return await orLogin(api.ownProducts({ query: { ...query, pageSize: OWN_PRODUCTS_PAGE_SIZE } }), currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}
