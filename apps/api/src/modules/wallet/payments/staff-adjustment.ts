// Staff credit or debit a person's wallet, with a reason (spec: charge-by-user).
import type { ChargeByUserInput } from '@bazaar/contracts/wallet-ledger';
import { normalizePersian } from '@bazaar/fa/normalize';
import { normalizeIranianMobile } from '@bazaar/fa/phone';
import { AppError } from '../../../shared/app-error.js';
import { idempotentInTransaction } from '../idempotency.js';
import { createWalletRepo, InsufficientFunds } from '../wallet.repo.js';
import { fieldError, type WalletContext } from '../wallet-context.js';

/** One balanced transaction against the adjustments account; a debit never takes a wallet below zero. */
export function staffAdjustment(ctx: WalletContext, staffId: number, key: string, input: ChargeByUserInput) {
  const phone = normalizeIranianMobile(input.phoneNumber);
  const reason = normalizePersian(input.reason);
  const credit = input.direction === 'credit';
  return idempotentInTransaction<{ transactionId: number; userId: number; balanceRials: number }>(
    ctx.deps.uow,
    { userId: staffId, operation: 'charge-by-user', key, body: input },
    async (db) => {
      const tx = createWalletRepo(db);
      const userId = phone ? await tx.userIdByPhone(phone) : undefined;
      if (!userId)
        throw new AppError('WALLET_USER_NOT_FOUND', {
          errors: [fieldError('body.phoneNumber', 'notFound', 'کاربری با این شمارهٔ همراه ثبت نشده است.')],
        });
      const wallet = await tx.walletAccount(userId);
      const adjustments = await tx.systemAccount('adjustments');
      const amount = input.amountRials;
      const transactionId = await tx.post({
        kind: credit ? 'staff_credit' : 'staff_debit',
        description: credit ? 'واریز به کیف پول توسط پشتیبانی' : 'برداشت از کیف پول توسط پشتیبانی',
        actorUserId: staffId,
        reason,
        lines: [
          { accountId: wallet, amountRials: credit ? amount : -amount },
          { accountId: adjustments, amountRials: credit ? -amount : amount },
        ],
      });
      return { status: 201, body: { transactionId, userId, balanceRials: await tx.balance(userId) } };
    },
  ).catch((error) => {
    if (error instanceof InsufficientFunds)
      throw new AppError('WALLET_INSUFFICIENT_FUNDS', {
        detail: 'موجودی کیف پول این کاربر از مبلغ برداشت کمتر است.',
      });
    throw error;
  });
}
