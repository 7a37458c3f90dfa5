// The wallet in the web, fetched with the signed-in person's token (never cached: it is theirs alone).
import { pageUnlessDatesRefused } from '@/lib/api-problem';
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { createHttpClient } from '@bazaar/api-client/http';
import { membershipEndpoints, paymentsEndpoints, walletEndpoints } from '@bazaar/contracts/wallet';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { apiBaseUrl } from '@/lib/api.server';

export const WALLET_PAGE_SIZE = 20;

export async function walletApi(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    wallet: bind(http, walletEndpoints),
    payments: bind(http, paymentsEndpoints),
    membership: bind(http, membershipEndpoints),
  };
}

/** Calls that need no session: the gateway list, the sandbox bank page, the return page's verification. */
export const publicPaymentsApi = () =>
  bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 15_000 }), paymentsEndpoints);
export const publicMembershipApi = () =>
  bind(createHttpClient({ baseUrl: apiBaseUrl, timeoutMs: 8_000 }), membershipEndpoints);

export async function loadWallet(
  currentPath: string,
  query: { page: number; kind?: string; from?: string; to?: string },
) {
  const api = await walletApi(currentPath);
  const [balance, transactions, retryable, payables, gateways] = await orLogin(
    Promise.all([
      api.wallet.balance(),
      // Only refused dates fall back to the filter's hint; any other failure is the error screen's.
      pageUnlessDatesRefused(
        api.wallet.transactions({
          query: {
            page: query.page,
            pageSize: WALLET_PAGE_SIZE,
            ...(query.kind ? { kind: query.kind as never } : {}),
            ...(query.from ? { from: query.from } : {}),
            ...(query.to ? { to: query.to } : {}),
          },
        }),
      ).then((page) => (page ? { ok: true as const, page } : { ok: false as const })),
      api.payments.forRetry(),
      api.payments.payables(),
      api.payments.gateways(),
    ]),
    currentPath,
  );
  return { balance: balance.balanceRials, transactions, retryable, payables, gateways };
}
