// What the wallet's pages and staff read: balance, statement, payments, open payables.
import type { WalletEntry } from '@bazaar/contracts/wallet-ledger';
import { AppError } from '../../../shared/app-error.js';
import { jalaliDayRange } from '../../../shared/jalali-range.js';
import type { LedgerKind, PaymentRow } from '../wallet.repo.js';
import { guardPaying, iso, NOT_FOUND_PAYMENT, toPayable, toPayment, type WalletContext } from '../wallet-context.js';

export async function balance(ctx: WalletContext, userId: number) {
  return { balanceRials: await ctx.repo.balance(userId) };
}

/** The statement, filtered by kind and by Jalali days (Tehran). */
export async function statement(
  ctx: WalletContext,
  userId: number,
  q: { page: number; pageSize: number; kind?: LedgerKind; from?: string; to?: string },
) {
  const page = await ctx.repo.walletEntries(userId, {
    page: q.page,
    pageSize: q.pageSize,
    kind: q.kind,
    ...jalaliDayRange(q),
  });
  return { ...page, items: page.items.map((row): WalletEntry => ({ ...row, createdAt: iso(row.createdAt) })) };
}

/** One payment: its payer's, or any for staff; otherwise 404. */
export async function paymentById(ctx: WalletContext, caller: { userId: number; staff: boolean }, paymentId: number) {
  const payment = await ctx.repo.payment(paymentId);
  if (!payment || (payment.userId !== caller.userId && !caller.staff))
    throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYMENT });
  const payable = await ctx.repo.payable(payment.payableId);
  return toPayment(payment, payable ?? { kind: 'wallet_topup', title: '' });
}

/** Per open payable, its latest payment when that one is unfinished: what the wallet page offers to retry. */
export async function paymentsToRetry(ctx: WalletContext, userId: number) {
  return (await ctx.repo.retryable(userId)).map(({ payment, payable }) => toPayment(payment, payable));
}

/**
 * The caller's open payables that they may pay themselves: one its module's guard refuses from their own wallet
 * (a company order's, paid from the company wallet only: decision 058) is not offered to them.
 */
export async function openPayables(ctx: WalletContext, userId: number) {
  const offered: Awaited<ReturnType<WalletContext['repo']['openPayables']>> = [];
  for (const row of await ctx.repo.openPayables(userId)) {
    try {
      await guardPaying(ctx, ctx.deps.db, row, userId, 'own_wallet');
      offered.push(row);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return offered.map(toPayable);
}

export async function staffPayments(
  ctx: WalletContext,
  q: { page: number; pageSize: number; status?: PaymentRow['status'] },
) {
  const page = await ctx.repo.staffPayments(q);
  return {
    ...page,
    items: page.items.map(({ payment, payable, userPhone }) => ({
      ...toPayment(payment, payable),
      userId: payment.userId,
      userPhone,
    })),
  };
}
