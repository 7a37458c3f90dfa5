// Withdrawals (decision 038): a merchant's owner moves money from its receivable, or a person from their wallet,
// to one of the same owner's bank accounts. One ledger transaction, receivable or wallet → payouts in transit,
// which the ledger refuses when the source would go below zero; the minimum and the daily cap are read and kept
// under a per-owner lock; the Idempotency-Key's answer is stored in the same transaction (decision 018).

import type { PagingQuery } from '@bazaar/contracts/paging';
import type {
  PayoutStatus,
  PayoutSummary,
  PersonPayoutSummary,
  Withdrawal,
  WithdrawalBody,
} from '@bazaar/contracts/payouts';
import { formatMoney } from '@bazaar/fa/money';
import { AppError } from '../../shared/app-error.js';
import { idempotentInTransaction } from '../wallet/idempotency.js';
import { InsufficientFunds, type LedgerIn } from '../wallet/ledger-for-modules.js';
import { holderMismatchMessage } from './holder-check.js';
import { createPayoutsRepo, ownerColumns, type PayoutOwner } from './payouts.repo.js';
import { actFor, memberOf, type PayoutsContext, startOfTehranDay, toWithdrawal } from './payouts-context.js';

const tomans = (rials: number) => formatMoney(rials, { unit: 'toman' });
const amountError = (code: 'PAYOUTS_LIMIT' | 'PAYOUTS_INSUFFICIENT_RECEIVABLE', message: string) =>
  new AppError(code, { detail: message, errors: [{ field: 'body.amountRials', code: 'amount', message }] });

/** Where a withdrawal's money comes from, and where a failed one returns: the receivable or the wallet. */
export const sourceAccount = (ledger: LedgerIn, owner: PayoutOwner) =>
  owner.kind === 'merchant' ? ledger.receivableAccount(owner.id) : ledger.walletAccount(owner.id);

export async function withdraw(
  ctx: PayoutsContext,
  userId: number,
  owner: PayoutOwner,
  key: string,
  body: WithdrawalBody,
): Promise<{ status: number; body: Withdrawal }> {
  await actFor(ctx, owner, userId, 'manage');
  const { minRials, dailyCapRials } = ctx.deps.settings;
  const ownerOfKey = owner.kind === 'merchant' ? { merchantId: owner.id } : { personId: owner.id };
  return idempotentInTransaction<Withdrawal>(
    ctx.deps.uow,
    { userId, operation: 'payouts-withdraw', key, body: { ...ownerOfKey, ...body } },
    async (db) => {
      const repo = createPayoutsRepo(db);
      const ledger = ctx.deps.ledgerIn(db);
      // Only the owner's own live accounts: anyone else's account is not found here.
      const account = await repo.liveAccount(owner, body.bankAccountId);
      if (!account)
        throw new AppError('NOT_FOUND', {
          errors: [
            {
              field: 'body.bankAccountId',
              code: 'notFound',
              message:
                owner.kind === 'merchant'
                  ? 'این حساب بانکی در حساب‌های این تأمین‌کننده نیست.'
                  : 'این حساب بانکی در حساب‌های شما نیست.',
            },
          ],
        });
      if (account.holderCheck === 'mismatch')
        throw new AppError('PAYOUTS_HOLDER_MISMATCH', {
          errors: [{ field: 'body.bankAccountId', code: 'holderMismatch', message: holderMismatchMessage(account) }],
        });
      if (body.amountRials < minRials) throw amountError('PAYOUTS_LIMIT', `حداقل مبلغ برداشت ${tomans(minRials)} است.`);
      await repo.lockWithdrawals(owner);
      const today = await repo.withdrawnSince(owner, startOfTehranDay(ctx.now()));
      if (today + body.amountRials > dailyCapRials)
        throw amountError(
          'PAYOUTS_LIMIT',
          `سقف برداشت روزانه ${tomans(dailyCapRials)} است؛ امروز تا ${tomans(Math.max(0, dailyCapRials - today))} دیگر می‌توانید برداشت کنید.`,
        );
      const payoutId = await repo.insertPayout({
        ...ownerColumns(owner),
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
          { accountId: await sourceAccount(ledger, owner), amountRials: -body.amountRials },
          { accountId: await ledger.systemAccount('payouts_in_transit'), amountRials: body.amountRials },
        ],
      });
      const row = await repo.payout(payoutId);
      if (!row) throw new Error('payout missing after insert');
      return { status: 201, body: toWithdrawal(row) };
    },
  ).catch((error) => {
    if (error instanceof InsufficientFunds)
      throw amountError(
        'PAYOUTS_INSUFFICIENT_RECEIVABLE',
        owner.kind === 'merchant'
          ? 'مبلغ برداشت از موجودی قابل برداشت بیشتر است.'
          : 'مبلغ برداشت از موجودی کیف پول شما بیشتر است.',
      );
    throw error;
  });
}

export async function withdrawals(
  ctx: PayoutsContext,
  userId: number,
  owner: PayoutOwner,
  query: PagingQuery & { status?: PayoutStatus },
) {
  await actFor(ctx, owner, userId, 'read');
  const page = await ctx.repo.list({ ...query, owner });
  return { ...page, items: page.items.map(toWithdrawal) };
}

export async function staffPayouts(ctx: PayoutsContext, query: PagingQuery & { status?: PayoutStatus }) {
  const page = await ctx.repo.list(query);
  return { ...page, items: page.items.map((row) => ({ ...toWithdrawal(row), merchantName: row.merchantName })) };
}

export async function summary(ctx: PayoutsContext, userId: number, merchantId: number): Promise<PayoutSummary> {
  const role = await memberOf(ctx, merchantId, userId, 'read');
  const owner = { kind: 'merchant', id: merchantId } as const;
  const [receivableRials, totals, withdrawnTodayRials] = await Promise.all([
    ctx.deps.ledgerIn(ctx.deps.db).receivableBalance(merchantId),
    ctx.repo.totalsByStatus(owner),
    ctx.repo.withdrawnSince(owner, startOfTehranDay(ctx.now())),
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

export async function personSummary(
  ctx: PayoutsContext,
  userId: number,
  personId: number,
): Promise<PersonPayoutSummary> {
  const owner = { kind: 'person', id: personId } as const;
  await actFor(ctx, owner, userId, 'read');
  const [walletRials, totals, withdrawnTodayRials] = await Promise.all([
    ctx.deps.ledgerIn(ctx.deps.db).walletBalance(personId),
    ctx.repo.totalsByStatus(owner),
    ctx.repo.withdrawnSince(owner, startOfTehranDay(ctx.now())),
  ]);
  return {
    walletRials,
    inTransitRials: (totals.pending ?? 0) + (totals.sent ?? 0),
    paidOutRials: totals.paid ?? 0,
    minRials: ctx.deps.settings.minRials,
    dailyCapRials: ctx.deps.settings.dailyCapRials,
    withdrawnTodayRials,
  };
}
