// Wallet, payments and membership plans (docs/decisions/018-wallet-ledger.md): the service the routes and other
// modules call, one line per use case. Each use case is a plain function in its own file, taking the wallet's
// context. Every movement of money is one unit of work: the payment's state, the payable's state, a balanced
// ledger transaction and the idempotency key's answer commit together. A payment is settled at most once
// (`settled_at`, under a row lock); money a gateway confirms is never lost.
import type { ChargeByUserInput } from '@bazaar/contracts/wallet-ledger';
import type { MembershipPlanInput } from '@bazaar/contracts/wallet-membership';
import type { GatewayCode, PayableKind } from '@bazaar/contracts/wallet-payments';
import {
  commissionPlanIn,
  holdingMovements,
  lockHeldIn,
  receivableOf,
  refundHeldIn,
  releaseHeldIn,
} from './escrow/held-money.js';
import { reconcile } from './gateway-payments/reconcile.js';
import { sandboxComplete, sandboxPayment } from './gateway-payments/sandbox-bank.js';
import { verifyReturn } from './gateway-payments/verify-return.js';
import {
  buyPlan,
  createPlan,
  currentPlan,
  listPlans,
  myMemberships,
  planForUser,
} from './membership/membership-plans.js';
import { cancelPayableIn, createPayableIn, payableIn } from './payables-for-modules.js';
import { cancelPayment } from './payments/cancel-payment.js';
import { companyWalletBalance, depositToCompany, payFromCompanyWallet } from './payments/company-wallet.js';
import { payFromWallet } from './payments/pay-from-wallet.js';
import { payOnline, retryPayment } from './payments/pay-online.js';
import {
  balance,
  openPayables,
  paymentById,
  paymentsToRetry,
  staffPayments,
  statement,
} from './payments/payment-queries.js';
import { staffAdjustment } from './payments/staff-adjustment.js';
import { topUp } from './payments/top-up.js';
import type { LedgerKind, PaymentRow } from './wallet.repo.js';
import { createWalletContext, type PaidHandler, type PayGuard, type WalletServiceDeps } from './wallet-context.js';

export type { PaidHandler, PayGuard, PayingVia, WalletServiceDeps } from './wallet-context.js';

export function createWalletService(deps: WalletServiceDeps) {
  const ctx = createWalletContext(deps);
  type Caller = { userId: number; staff: boolean };
  return {
    repo: ctx.repo,
    /** Registers what paying a payable of this kind delivers (one handler per kind, from its module). */
    onPaid(kind: PayableKind, handler: PaidHandler) {
      ctx.fulfilments.set(kind, handler);
    },
    /** Registers who may pay a payable of this kind, and how (one guard per kind, from its module; decision 058). */
    guardPayment(kind: PayableKind, guard: PayGuard) {
      ctx.payGuards.set(kind, guard);
    },
    createPayableIn,
    payableIn,
    cancelPayableIn,
    lockHeldIn,
    commissionPlanIn,
    releaseHeldIn,
    refundHeldIn,
    holdingMovements,
    receivableOf,
    planForUser: (userId: number) => planForUser(ctx, userId),

    balance: (userId: number) => balance(ctx, userId),
    transactions: (
      userId: number,
      q: { page: number; pageSize: number; kind?: LedgerKind; from?: string; to?: string },
    ) => statement(ctx, userId, q),
    charge: (userId: number, key: string, input: { amountRials: number; gateway: GatewayCode }) =>
      topUp(ctx, userId, key, input),
    chargeByUser: (staffId: number, key: string, input: ChargeByUserInput) => staffAdjustment(ctx, staffId, key, input),
    walletPay: (userId: number, key: string, payableId: number) => payFromWallet(ctx, userId, key, payableId),
    companyWallet: {
      balance: (companyId: number) => companyWalletBalance(ctx, companyId),
      deposit: (input: Parameters<typeof depositToCompany>[1]) => depositToCompany(ctx, input),
      pay: (input: Parameters<typeof payFromCompanyWallet>[1]) => payFromCompanyWallet(ctx, input),
    },
    requestOnline: (userId: number, key: string, input: { payableId: number; gateway: GatewayCode }) =>
      payOnline(ctx, userId, key, input),
    retry: (userId: number, key: string, input: { paymentId: number; gateway?: GatewayCode }) =>
      retryPayment(ctx, userId, key, input),
    cancel: (userId: number, paymentId: number) => cancelPayment(ctx, userId, paymentId),
    paymentById: (caller: Caller, paymentId: number) => paymentById(ctx, caller, paymentId),
    forRetry: (userId: number) => paymentsToRetry(ctx, userId),
    payables: (userId: number) => openPayables(ctx, userId),
    staffPayments: (q: { page: number; pageSize: number; status?: PaymentRow['status'] }) => staffPayments(ctx, q),

    verify: (input: { gateway: GatewayCode; authority: string; status?: string }) => verifyReturn(ctx, input),
    reconcile: (options?: { olderThanMs?: number; limit?: number }) => reconcile(ctx, options),
    sandboxPayment: (authority: string) => sandboxPayment(ctx, authority),
    sandboxComplete: (authority: string, outcome: 'paid' | 'cancelled') => sandboxComplete(ctx, authority, outcome),

    plans: () => listPlans(ctx),
    createPlan: (input: MembershipPlanInput & { description: string }) => createPlan(ctx, input),
    currentPlan: (caller: Caller, merchantId: number) => currentPlan(ctx, caller, merchantId),
    myMemberships: (userId: number) => myMemberships(ctx, userId),
    buyPlan: (userId: number, input: { merchantId: number; planId: number }) => buyPlan(ctx, userId, input),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
