// A supplier withdraws its quote while the request is open.
import type { TradeQuote } from '@bazaar/contracts/trade-quotes';
import { AppError } from '../../../shared/app-error.js';
import { quoteView } from '../request-view.js';
import { createTradeRepo } from '../trade.repo.js';
import { type Caller, illegalQuote, NOT_FOUND_REQUEST, type TradeContext } from '../trade-context.js';
import { announce } from '../transition.js';
import { quoteOfMember } from './quote-access.js';

export async function withdrawQuote(ctx: TradeContext, caller: Caller, quoteId: number): Promise<TradeQuote> {
  const { quote } = await quoteOfMember(ctx, caller, quoteId);
  return ctx.deps.uow.run(async (db, emit) => {
    const r = createTradeRepo(db, ctx.deps.access);
    const row = await r.requestForUpdate(quote.tradeRequestId);
    const current = await r.quoteOf(quote.tradeRequestId, quote.merchantId);
    if (!row || !current) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
    if (row.state !== 'open_for_quotes') throw illegalQuote(row.state, 'withdraw_quote');
    if (current.status !== 'active') throw new AppError('TRADE_QUOTE_CLOSED');
    await r.updateQuote(current.id, { status: 'withdrawn' });
    await r.addEvent({
      tradeRequestId: row.id,
      action: 'withdraw_quote',
      fromState: row.state,
      toState: row.state,
      actorUserId: caller.userId,
      actorParty: 'supplier',
      merchantId: current.merchantId,
    });
    await announce(r, emit, row, 'withdraw_quote', { actorUserId: caller.userId, merchantId: current.merchantId });
    const named = await r.quote(current.id);
    if (!named) throw new Error('quote vanished');
    return quoteView(ctx, r, named, await r.items(row.id));
  });
}
