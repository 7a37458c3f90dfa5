// The payouts in the web (decision 038), fetched with the signed-in member's token (never cached: a merchant's
// money is its own). The merchant is the workspace's current one (decision 035).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { type PayoutStatus, payoutsEndpoints } from '@bazaar/contracts/payouts';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { loadManagedMerchants } from '@/features/supplier-workspace/workspace-data.server';

export const WITHDRAWALS_PAGE_SIZE = 20;

export async function payoutsApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), payoutsEndpoints);
}

/** The merchant the page acts for: `?merchantId=` of the visitor's own, the remembered one, the first. */
export async function currentPayoutMerchant(currentPath: string, requested: number | null) {
  const merchants = await loadManagedMerchants(currentPath);
  const remembered = await rememberedMerchantId();
  const merchant =
    merchants.find((m) => m.id === requested) ?? merchants.find((m) => m.id === remembered) ?? merchants[0];
  return { merchant, merchants };
}

export async function loadSupplierPayouts(
  currentPath: string,
  merchantId: number,
  query: { page: number; status?: PayoutStatus },
) {
  const api = await payoutsApi(currentPath);
  const [summary, accounts, withdrawals] = await orLogin(
    Promise.all([
      api.summary({ params: { id: merchantId } }),
      api.bankAccounts({ params: { id: merchantId } }),
      api.withdrawals({
        params: { id: merchantId },
        query: { page: query.page, pageSize: WITHDRAWALS_PAGE_SIZE, ...(query.status ? { status: query.status } : {}) },
      }),
    ]),
    currentPath,
  );
  return { summary, accounts, withdrawals };
}
