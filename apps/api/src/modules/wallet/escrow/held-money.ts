// Secure payment's money moves (decision 039), offered to the modules that decide them and run inside their
// unit of work: an order's held money released to its supplier (less commission) or refunded to its buyer.
// The holding account cannot go below zero (a database check and `post`'s guard), so money is never moved twice.
import type { Database } from '../../../db/client.js';
import { createWalletRepo } from '../wallet.repo.js';

export interface HeldOrder {
  tradeRequestId: number;
  merchantId: number;
}

/** The money held for an order, its holding row locked for the rest of the caller's transaction. */
export async function lockHeldIn(db: Database, order: HeldOrder): Promise<number> {
  const tx = createWalletRepo(db);
  return tx.accountBalance(await tx.holdingAccount(order.tradeRequestId, order.merchantId), true);
}

/** Holding → the supplier's receivable (`supplierRials`) and platform revenue (`commissionRials`). */
export async function releaseHeldIn(
  db: Database,
  order: HeldOrder & {
    supplierRials: number;
    commissionRials: number;
    actorUserId: number | null;
    description: string;
  },
) {
  const total = order.supplierRials + order.commissionRials;
  if (total <= 0) return;
  const tx = createWalletRepo(db);
  const lines = [{ accountId: await tx.holdingAccount(order.tradeRequestId, order.merchantId), amountRials: -total }];
  if (order.supplierRials > 0)
    lines.push({ accountId: await tx.receivableAccount(order.merchantId), amountRials: order.supplierRials });
  if (order.commissionRials > 0)
    lines.push({ accountId: await tx.systemAccount('platform_revenue'), amountRials: order.commissionRials });
  await tx.post({ kind: 'escrow_release', description: order.description, actorUserId: order.actorUserId, lines });
}

/** Holding → the buyer's wallet. */
export async function refundHeldIn(
  db: Database,
  order: HeldOrder & { buyerUserId: number; amountRials: number; actorUserId: number | null; description: string },
) {
  if (order.amountRials <= 0) return;
  const tx = createWalletRepo(db);
  await tx.post({
    kind: 'escrow_refund',
    description: order.description,
    actorUserId: order.actorUserId,
    lines: [
      { accountId: await tx.holdingAccount(order.tradeRequestId, order.merchantId), amountRials: -order.amountRials },
      { accountId: await tx.walletAccount(order.buyerUserId), amountRials: order.amountRials },
    ],
  });
}

/** What was paid into, released from and refunded out of an order's holding account, oldest first. */
export async function holdingMovements(db: Database, tradeRequestId: number) {
  return createWalletRepo(db).holdingEntries(tradeRequestId);
}

export const receivableOf = (db: Database, merchantId: number) => createWalletRepo(db).receivableBalance(merchantId);

/**
 * The commission terms of a merchant's current plan (the base plan when it bought none), read in the caller's
 * transaction: secure payment asks while it holds the order's locks (on PGlite's one connection a read on the
 * pool would wait for that very transaction).
 */
export async function commissionPlanIn(db: Database, merchantId: number, now = new Date()) {
  const repo = createWalletRepo(db);
  const plan = (await repo.currentMembership(merchantId, now))?.plan ?? (await repo.ensureBasePlan());
  return { commissionBasisPoints: plan.commissionBasisPoints, commissionMinRials: plan.commissionMinRials };
}
