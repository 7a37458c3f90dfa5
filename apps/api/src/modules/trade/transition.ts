// The shape every change of a request's state takes: one unit of work, one event row, one live event.

import type { StageEventAction } from '@bazaar/contracts/secure-payment-stages';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { TRADE_TRANSITIONS, type TradeAction, type TradeEventAction } from '@bazaar/contracts/trade-states';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { view } from './request-view.js';
import { createTradeRepo, type TradeRepo, type TradeRequestRow } from './trade.repo.js';
import { type Caller, illegal, NOT_FOUND_REQUEST, type TradeContext, viewerOf, wrongParty } from './trade-context.js';
import { orderOf } from './trade-order.js';

/** The live event of a transition: both parties' open pages refresh (the actor's other tabs too). */
export async function announce(
  r: TradeRepo,
  emit: Emit,
  row: TradeRequestRow,
  action: TradeEventAction | StageEventAction | 'not_chosen',
  options: { actorUserId?: number | null; merchantId?: number; stage?: number } = {},
) {
  // An open request's own merchant is one quoter among others: a quote event goes to the buyer and the
  // quoting merchant only; a transition to the buyer and the request's supplier.
  const merchantId = options.merchantId ?? row.merchantId;
  const members = await r.memberIds(merchantId);
  const audience = action === 'not_chosen' ? members : [row.buyerUserId, ...members];
  await emit(
    'trade.request.changed',
    {
      tradeRequestId: row.id,
      merchantId,
      buyerUserId: row.buyerUserId,
      state: row.state,
      action,
      actorUserId: options.actorUserId ?? null,
      ...(options.stage ? { stage: options.stage } : {}),
    },
    { audience: [...new Set(audience)] },
  );
}

/**
 * One transition: lock the row, check party and state, change, one event, one live event. Concurrent calls
 * queue on the lock; the second finds the new state and is refused.
 */
export async function transition(
  ctx: TradeContext,
  caller: Caller,
  id: number,
  action: TradeAction,
  options: {
    note?: string;
    change?: (
      r: TradeRepo,
      row: TradeRequestRow,
      db: Database,
      emit: Emit,
    ) => Promise<Partial<TradeRequestRow> | undefined>;
  } = {},
): Promise<TradeRequest> {
  return ctx.deps.uow.run(async (db, emit) => {
    const r = createTradeRepo(db, ctx.deps.access);
    const row = await r.requestForUpdate(id);
    const seen = row && (await viewerOf(r, row, caller));
    if (!row || !seen) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
    const rule = TRADE_TRANSITIONS[action];
    if (seen.viewer !== rule.party) throw wrongParty(action);
    if (!rule.from.includes(row.state)) throw illegal(row.state, action);
    const patch = (await options.change?.(r, row, db, emit)) ?? {};
    for (const hook of ctx.hooks.get(action) ?? []) await hook(db, emit, await orderOf(r, row), caller);
    const moved = await r.transition(id, rule.from, rule.to, patch);
    if (!moved) throw illegal(row.state, action);
    await r.addEvent({
      tradeRequestId: id,
      action,
      fromState: row.state,
      toState: rule.to,
      actorUserId: caller.userId,
      actorParty: rule.party,
      note: options.note ?? '',
    });
    await announce(r, emit, moved, action, { actorUserId: caller.userId });
    return view(ctx, r, moved, seen);
  });
}

/** Forgets an open fee (the request changed or ended): a gateway paying it later credits the wallet. */
export async function dropFee(ctx: TradeContext, db: Database, row: TradeRequestRow) {
  if (row.feePayableId) await ctx.deps.wallet.cancelPayableIn(db, row.feePayableId);
}
