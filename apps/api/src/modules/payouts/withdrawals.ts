// Withdrawals (decision 038): the owner moves money from the merchant's receivable to one of its own bank
// accounts. One ledger transaction, receivable → payouts in transit, which the ledger refuses when the
// receivable would go below zero; the minimum and the daily cap are read and kept under a per-merchant lock; the
// Idempotency-Key's answer is stored in the same transaction (decision 018).

import type { PagingQuery } from '@bazaar/contracts/paging';
import type { PayoutStatus, PayoutSummary, Withdrawal, WithdrawalBody } from '@bazaar/contracts/payouts';
import { formatMoney } from '@bazaar/fa/money';
import { AppError } from '../../shared/app-error.js';
import { idempotentInTransaction } from '../wallet/idempotency.js';
import { InsufficientFunds } from '../wallet/ledger-for-modules.js';
import { createPayoutsRepo } from './payouts.repo.js';
import { memberOf, type PayoutsContext, startOfTehranDay, toWithdrawal } from './payouts-context.js';

const tomans = (rials: number) => formatMoney(rials, { unit: 'toman' });
const amountError = (code: 'PAYOUTS_LIMIT' | 'PAYOUTS_INSUFFICIENT_RECEIVABLE', message: string) =>
  new AppError(code, { detail: message, errors: [{ field: 'body.amountRials', code: 'amount', message }] });

export async function withdraw(
  ctx: PayoutsContext,
  userId: number,
  merchantId: number,
  key: string,
  body: WithdrawalBody,
): Promise<{ status: number; body: Withdrawal }> {
  await memberOf(ctx, merchantId, userId, 'manage');
  const { minRials, dailyCapRials } = ctx.deps.settings;
  return idempotentInTransaction<Withdrawal>(
    ctx.deps.uow,
    { userId, operation: 'payouts-withdraw', key, body: { merchantId, ...body } },
    async (db) => {
      const repo = createPayoutsRepo(db);
      const ledger = ctx.deps.ledgerIn(db);
      // Only the merchant's own live accounts: another merchant's account is not found here.
      const account = await repo.liveAccount(merchantId, body.bankAccountId);
      if (!account)
        throw new AppError('NOT_FOUND', {
          errors: [
            {
              field: 'body.bankAccountId',
              code: 'notFound',
              message: 'این حساب بانکی در حساب‌های این تأمین‌کننده نیست.',
            },
          ],
        });
      if (body.amountRials < minRials) throw amountError('PAYOUTS_LIMIT', `حداقل مبلغ برداشت ${tomans(minRials)} است.`);
      await repo.lockMerchantWithdrawals(merchantId);
      const today = await repo.withdrawnSince(merchantId, startOfTehranDay(ctx.now()));
      if (today + body.amountRials > dailyCapRials)
        throw amountError(
          'PAYOUTS_LIMIT',
          `سقف برداشت روزانه ${tomans(dailyCapRials)} است؛ امروز تا ${tomans(Math.max(0, dailyCapRials - today))} دیگر می‌توانید برداشت کنید.`,
        );
      const payoutId = await repo.insertPayout({
        merchantId,
        bankAccountId: account.id,
        requestedByUserId: userId,
        amountRials: body.amountRials,
      });
      await ledger.post({
        kind: 'payout_requested',
        description: `برداشت شمارهٔ ${payoutId} به حساب ${account.bankName}`,
        actorUserId: userId,
        reason: `payout:${payoutId}`,
        lines: [
          { accountId: await ledger.receivableAccount(merchantId), amountRials: -body.amountRials },
          { accountId: await ledger.systemAccount('payouts_in_transit'), amountRials: body.amountRials },
        ],
      });
      const row = await repo.payout(payoutId);
      if (!row) throw new Error('payout missing after insert');
      return { status: 201, body: toWithdrawal(row) };
    },
  ).catch((error) => {
    if (error instanceof InsufficientFunds)
      throw amountError('PAYOUTS_INSUFFICIENT_RECEIVABLE', 'مبلغ برداشت از موجودی قابل برداشت بیشتر است.');
    throw error;
  });
}

export async function withdrawals(
  ctx: PayoutsContext,
  userId: number,
  merchantId: number,
  query: PagingQuery & { status?: PayoutStatus },
) {
  await memberOf(ctx, merchantId, userId, 'read');
  const page = await ctx.repo.list({ ...query, merchantId });
  return { ...page, items: page.items.map(toWithdrawal) };
}

export async function staffPayouts(ctx: PayoutsContext, query: PagingQuery & { status?: PayoutStatus }) {
  const page = await ctx.repo.list(query);
  return { ...page, items: page.items.map((row) => ({ ...toWithdrawal(row), merchantName: row.merchantName })) };
}

export async function summary(ctx: PayoutsContext, userId: number, merchantId: number): Promise<PayoutSummary> {
  const role = await memberOf(ctx, merchantId, userId, 'read');
  const [receivableRials, totals, withdrawnTodayRials] = await Promise.all([
    ctx.deps.ledgerIn(ctx.deps.db).receivableBalance(merchantId),
    ctx.repo.totalsByStatus(merchantId),
    ctx.repo.withdrawnSince(merchantId, startOfTehranDay(ctx.now())),
  ]);
  return {
    receivableRials,
    inTransitRials: (totals.pending ?? 0) + (totals.sent ?? 0),
    paidOutRials: totals.paid ?? 0,
    minRials: ctx.deps.settings.minRials,
    dailyCapRials: ctx.deps.settings.dailyCapRials,
    withdrawnTodayRials,
    canManage: role === 'owner',
  };
}
