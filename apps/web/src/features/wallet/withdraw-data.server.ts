// A person's withdrawals from their wallet (issue 30 point 6, decision 038), fetched with their own token for
// their own id: the wallet balance and limits, their bank accounts, their newest withdrawals.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { payoutsEndpoints } from '@bazaar/contracts/payouts';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const WALLET_WITHDRAWALS_SHOWN = 10;

export async function personPayoutsApi(currentPath: string) {
  const session = await requireSession(currentPath);
  return { api: bind(sessionHttpClient(session), payoutsEndpoints), personId: session.userId };
}

export async function loadWalletWithdrawals(currentPath: string) {
  const { api, personId } = await personPayoutsApi(currentPath);
  const params = { id: personId };
  const [summary, accounts, withdrawals] = await orLogin(
    Promise.all([
      api.personSummary({ params }),
      api.personBankAccounts({ params }),
      api.personWithdrawals({ params, query: { page: 1, pageSize: WALLET_WITHDRAWALS_SHOWN } }),
    ]),
    currentPath,
  );
  return { summary, accounts, withdrawals };
}
