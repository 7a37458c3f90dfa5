// The buyer accepts the supplier's answer and publishes the order. The publishing fee of the buyer's plan is no
// longer a payable of its own: it is fixed on the order here and paid as a line of the order's one payable
// (decision 049). Secure payment's «pay» publishes an order the buyer pays straight from «تأییدشده».
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { TRADE_TRANSITIONS } from '@bazaar/contracts/trade-states';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import type { Database } from '../../../db/client.js';
import type { Emit } from '../../../platform/transaction.js';
import { AppError } from '../../../shared/app-error.js';
import { view } from '../request-view.js';
import { createTradeRepo, type TradeRequestRow } from '../trade.repo.js';
import {
  type Caller,
  illegal,
  NOT_FOUND_REQUEST,
  type Seen,
  type TradeContext,
  visible,
  wrongParty,
} from '../trade-context.js';
import { orderOf } from '../trade-order.js';
import { publicationPrice } from './publication-price.js';
import { publishIn } from './publish.js';

/**
 * Publishes the buyer's confirmed order inside the caller's unit of work: the month's quota under the buyer's
 * lock (parallel publishes at the limit cannot all pass, decision 023), then the other modules' hooks (a
 * company's approval and budget, decision 044), then the move with the plan's fee fixed on the order.
 */
export async function publishOrderIn(
  ctx: TradeContext,
  db: Database,
  emit: Emit,
  id: number,
  caller: Caller,
  planned?: Awaited<ReturnType<TradeContext['deps']['wallet']['planForUser']>>,
): Promise<TradeRequestRow> {
  const r = createTradeRepo(db, ctx.deps.access);
  const row = await r.requestForUpdate(id);
  if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
  if (row.buyerUserId !== caller.userId) throw wrongParty('publish');
  if (!TRADE_TRANSITIONS.publish.from.includes(row.state)) throw illegal(row.state, 'publish');
  await r.lockBuyer(row.buyerUserId);
  const price = await publicationPrice(ctx, row.buyerUserId, r, planned);
  // A request opened to quotes was counted when it opened.
  if (!row.openedAt && !price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
  for (const hook of ctx.hooks.get('publish') ?? []) await hook(db, emit, await orderOf(r, row), caller);
  const note =
    price.feeRials === 0 ? 'انتشار بدون کارمزد (طرح عضویت)' : 'انتشار؛ کارمزد انتشار با مبلغ سفارش پرداخت می‌شود';
  const moved = await publishIn(ctx, db, emit, row, caller.userId, note, price.feeRials);
  if (!moved) throw illegal(row.state, 'publish');
  return moved;
}

/** The buyer accepts the supplier's answer: published at once; nothing is paid until the order is paid. */
export async function confirmAndPublish(
  ctx: TradeContext,
  caller: Caller,
  id: number,
): Promise<{ request: TradeRequest; payable: Payable | null }> {
  const { row: before, viewer } = await visible(ctx, caller, id);
  if (viewer !== 'buyer') throw wrongParty('publish');
  const seen: Seen = { viewer: 'buyer', userId: caller.userId, mine: [] };
  // The plan is read before the transaction (on PGlite's one connection a read on the pool would wait).
  const planned = await ctx.deps.wallet.planForUser(before.buyerUserId);
  return ctx.deps.uow.run(async (db, emit) => {
    const moved = await publishOrderIn(ctx, db, emit, id, caller, planned);
    return { request: await view(ctx, createTradeRepo(db, ctx.deps.access), moved, seen), payable: null };
  });
}
