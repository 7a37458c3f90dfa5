// Paying a payable from one's wallet (or, for a buyer company's member, from the company's: decision 044).
import type { Payment } from '@bazaar/contracts/wallet-payments';
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import { AppError } from '../../../shared/app-error.js';
import { idempotentInTransaction } from '../idempotency.js';
import { fulfil } from '../settlement/fulfil.js';
import { createWalletRepo, InsufficientFunds, type WalletRepo } from '../wallet.repo.js';
import { guardPaying, NOT_FOUND_PAYABLE, type PayingVia, toPayment, type WalletContext } from '../wallet-context.js';

/**
 * Inside the caller's transaction: the payable (the payer's own unless `payableOwner` is undefined), paid by
 * `userId` from the account `source` gives, and delivered. Refused when paid, cancelled or a top-up.
 */
export async function payFromAccountIn(
  ctx: WalletContext,
  db: Database,
  emit: Emit,
  input: {
    userId: number;
    payableId: number;
    payableOwner?: number;
    /** Which wallet pays, for the payable's module's guard (decision 058). */
    via: Exclude<PayingVia, 'gateway'>;
    source: (tx: WalletRepo) => Promise<number>;
  },
): Promise<Payment> {
  const tx = createWalletRepo(db);
  const payable = await tx.payableForUpdate(input.payableId, input.payableOwner);
  if (!payable) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_PAYABLE });
  if (payable.status === 'paid') throw new AppError('WALLET_ALREADY_PAID');
  if (payable.status === 'cancelled') throw new AppError('WALLET_PAYABLE_CANCELLED');
  if (payable.kind === 'wallet_topup') throw new AppError('WALLET_NOT_PAYABLE_BY_WALLET');
  await guardPaying(ctx, db, payable, input.userId, input.via);
  const created = await tx.createPayment({
    userId: input.userId,
    payableId: payable.id,
    method: 'wallet',
    status: 'paid',
    amountRials: payable.amountRials,
    settledAt: ctx.now(),
  });
  if (!(await fulfil(ctx, db, emit, tx, payable, created, await input.source(tx))))
    throw new AppError('WALLET_PAYABLE_CANCELLED');
  return toPayment(created, payable);
}

/** The key's claim, the wallet's debit, the payable's payment and the key's answer: one transaction. */
export function payFromWallet(ctx: WalletContext, userId: number, key: string, payableId: number) {
  return idempotentInTransaction<Payment>(
    ctx.deps.uow,
    { userId, operation: 'wallet-pay', key, body: { payableId } },
    async (db, emit) => ({
      status: 200,
      body: await payFromAccountIn(ctx, db, emit, {
        userId,
        payableId,
        payableOwner: userId,
        via: 'own_wallet',
        source: (tx) => tx.walletAccount(userId),
      }),
    }),
  ).catch((error) => {
    if (error instanceof InsufficientFunds) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
    throw error;
  });
}
