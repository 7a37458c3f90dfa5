// The payouts service the routes and the module's index call, one line per use case (decision 037).

import type { PagingQuery } from '@bazaar/contracts/paging';
import type { BankAccountBody, PayoutStatus, WithdrawalBody } from '@bazaar/contracts/payouts';
import { addBankAccount, bankAccounts, sendAccountCode } from './bank-accounts.js';
import { createPayoutsContext, type PayoutsDeps } from './payouts-context.js';
import { runPayouts } from './run-payouts.js';
import { staffPayouts, summary, withdraw, withdrawals } from './withdrawals.js';

type ListQuery = PagingQuery & { status?: PayoutStatus };

export function createPayoutsService(deps: PayoutsDeps) {
  const ctx = createPayoutsContext(deps);
  return {
    summary: (userId: number, merchantId: number) => summary(ctx, userId, merchantId),
    bankAccounts: (userId: number, merchantId: number) => bankAccounts(ctx, userId, merchantId),
    sendAccountCode: (userId: number, merchantId: number, ip: string) => sendAccountCode(ctx, userId, merchantId, ip),
    addBankAccount: (userId: number, merchantId: number, body: BankAccountBody, ip: string) =>
      addBankAccount(ctx, userId, merchantId, body, ip),
    withdraw: (userId: number, merchantId: number, key: string, body: WithdrawalBody) =>
      withdraw(ctx, userId, merchantId, key, body),
    withdrawals: (userId: number, merchantId: number, query: ListQuery) => withdrawals(ctx, userId, merchantId, query),
    staffPayouts: (query: ListQuery) => staffPayouts(ctx, query),
    run: () => runPayouts(ctx),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
