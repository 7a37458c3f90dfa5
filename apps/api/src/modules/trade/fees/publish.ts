// Publishing a request, inside a transaction, with the plan's fee fixed on it (paid with the order, decision 049).
import { TRADE_TRANSITIONS } from '@bazaar/contracts/trade-states';
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import { createTradeRepo, type TradeRequestRow } from '../trade.repo.js';
import type { TradeContext } from '../trade-context.js';
import { announce } from '../transition.js';

export async function publishIn(
  ctx: TradeContext,
  db: Database,
  emit: Emit,
  row: TradeRequestRow,
  actorUserId: number,
  note: string,
  feeRials = 0,
) {
  const r = createTradeRepo(db, ctx.deps.access);
  const moved = await r.transition(row.id, TRADE_TRANSITIONS.publish.from, 'published', {
    publishedAt: ctx.now(),
    feePayableId: null,
    publicationFeeRials: feeRials,
    // The published order is the official record: its company no longer follows the profile.
    buyerCompany: (await r.companyOf(row.buyerUserId)) ?? null,
  });
  if (!moved) return undefined;
  await r.addEvent({
    tradeRequestId: row.id,
    action: 'publish',
    fromState: row.state,
    toState: 'published',
    actorUserId,
    actorParty: 'buyer',
    note,
  });
  await announce(r, emit, moved, 'publish', { actorUserId });
  return moved;
}
