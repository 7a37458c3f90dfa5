// The payouts service the routes and the module's index call, one line per use case (decision 037).

import type { PagingQuery } from '@bazaar/contracts/paging';
import type { BankAccountBody, PayoutStatus, WithdrawalBody } from '@bazaar/contracts/payouts';
import { addBankAccount, bankAccounts, sendAccountCode } from './bank-accounts.js';
import { checkUncheckedHolders } from './holder-check.js';
import type { PayoutOwner } from './payouts.repo.js';
import { createPayoutsContext, type PayoutsDeps } from './payouts-context.js';
import { runPayouts } from './run-payouts.js';
import { personSummary, staffPayouts, summary, withdraw, withdrawals } from './withdrawals.js';

type ListQuery = PagingQuery & { status?: PayoutStatus };
const merchant = (id: number): PayoutOwner => ({ kind: 'merchant', id });
const person = (id: number): PayoutOwner => ({ kind: 'person', id });

export function createPayoutsService(deps: PayoutsDeps) {
  const ctx = createPayoutsContext(deps);
  return {
    summary: (userId: number, merchantId: number) => summary(ctx, userId, merchantId),
    bankAccounts: (userId: number, merchantId: number) => bankAccounts(ctx, userId, merchant(merchantId)),
    sendAccountCode: (userId: number, merchantId: number, ip: string) =>
      sendAccountCode(ctx, userId, merchant(merchantId), ip),
    addBankAccount: (userId: number, merchantId: number, body: BankAccountBody, ip: string) =>
      addBankAccount(ctx, userId, merchant(merchantId), body, ip),
    withdraw: (userId: number, merchantId: number, key: string, body: WithdrawalBody) =>
      withdraw(ctx, userId, merchant(merchantId), key, body),
    withdrawals: (userId: number, merchantId: number, query: ListQuery) =>
      withdrawals(ctx, userId, merchant(merchantId), query),
    // A person's own (issue 30 point 6): the same use cases on their wallet.
    personSummary: (userId: number, personId: number) => personSummary(ctx, userId, personId),
    personBankAccounts: (userId: number, personId: number) => bankAccounts(ctx, userId, person(personId)),
    personSendCode: (userId: number, personId: number, ip: string) =>
      sendAccountCode(ctx, userId, person(personId), ip),
    personAddBankAccount: (userId: number, personId: number, body: BankAccountBody, ip: string) =>
      addBankAccount(ctx, userId, person(personId), body, ip),
    personWithdraw: (userId: number, personId: number, key: string, body: WithdrawalBody) =>
      withdraw(ctx, userId, person(personId), key, body),
    personWithdrawals: (userId: number, personId: number, query: ListQuery) =>
      withdrawals(ctx, userId, person(personId), query),
    staffPayouts: (query: ListQuery) => staffPayouts(ctx, query),
    run: () => runPayouts(ctx),
    checkHolders: () => (deps.registry ? checkUncheckedHolders(ctx, deps.registry) : Promise.resolve(0)),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
