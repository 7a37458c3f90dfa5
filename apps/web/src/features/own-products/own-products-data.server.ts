// A supplier's own products in the web, fetched with the member's token (never cached: drafts included).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { visitsEndpoints } from '@bazaar/contracts/engagement';
import { messagingEndpoints } from '@bazaar/contracts/messaging';
import type { OwnProduct, OwnProductsFilter } from '@bazaar/contracts/own-products';
import type { Page } from '@bazaar/contracts/paging';
import { supplierWorkspaceEndpoints } from '@bazaar/contracts/supplier-workspace';
import { tradeEndpoints } from '@bazaar/contracts/trade';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const OWN_PRODUCTS_PAGE_SIZE = 20;

export async function ownProductsApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), catalogEndpoints);
}

/** The member's products, or null when the signed-in person belongs to no supplier (the API's 403). */
export async function loadOwnProducts(
  currentPath: string,
  query: OwnProductsFilter & { page: number; merchantId?: number },
): Promise<Page<OwnProduct> | null> {
  try {
    const api = await ownProductsApi(currentPath);
    return await orLogin(api.ownProducts({ query: { ...query, pageSize: OWN_PRODUCTS_PAGE_SIZE } }), currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

/**
 * The supplier dashboard (decision 028): the merchant's listings by state, its views of the last 30 days (the
 * visitor chart's data), direct orders waiting for its answer, open requests for quotation in its categories and
 * the member's unread messages. Each part that fails (a module not reachable) reads as null, never the page.
 */
export async function loadSupplierDashboard(currentPath: string, merchantId: number) {
  const http = sessionHttpClient(await requireSession(currentPath));
  const workspace = bind(http, supplierWorkspaceEndpoints);
  const trade = bind(http, tradeEndpoints);
  const messaging = bind(http, messagingEndpoints);
  const visits = bind(http, visitsEndpoints);
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const soft = <T>(p: Promise<T>) =>
    orLogin(
      p.catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) throw error;
        return null;
      }),
      currentPath,
    );
  const [summary, chart, awaiting, open, unread] = await Promise.all([
    orLogin(workspace.productsSummary({ query: { merchantId } }), currentPath),
    soft(visits.chart({ query: { merchantId, from: day(29), to: day(0) } })),
    soft(trade.bySupplier({ query: { merchantId, state: 'awaiting_supplier', page: 1, pageSize: 1 } })),
    soft(trade.openRequests({ query: { merchantId, page: 1, pageSize: 1 } })),
    soft(messaging.unread()),
  ]);
  return {
    summary,
    views: chart ? chart.days.reduce((n, d) => n + d.supplierViews + d.productViews + d.contentViews, 0) : null,
    awaitingOrders: awaiting?.total ?? null,
    openRequests: open?.total ?? null,
    unreadMessages: unread?.total ?? null,
  };
}
