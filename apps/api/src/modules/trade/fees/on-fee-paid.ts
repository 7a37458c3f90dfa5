// The wallet settled a request's fee: the request is published (decision 037, the `onPaid` hook).
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import { createTradeRepo } from '../trade.repo.js';
import type { TradeContext } from '../trade-context.js';
import { publishIn } from './publish.js';

/**
 * The wallet's fulfilment of a paid fee, in its settling transaction: publishes the request if it still
 * waits for this very fee; otherwise answers false (nothing is charged from the wallet, or the money a
 * gateway took goes to the buyer's wallet).
 */
export async function onFeePaid(
  ctx: TradeContext,
  db: Database,
  emit: Emit,
  payable: { id: number; userId: number; subject: Record<string, number> },
) {
  const id = payable.subject.tradeRequestId;
  if (!id) return false;
  const r = createTradeRepo(db, ctx.deps.access);
  const row = await r.requestForUpdate(id);
  if (!row || row.feePayableId !== payable.id || row.state !== 'supplier_confirmed') return false;
  return Boolean(await publishIn(ctx, db, emit, row, payable.userId, 'کارمزد پرداخت شد'));
}
