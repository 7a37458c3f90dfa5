// The buyer writes a direct order to one supplier: a draft.
import { type DirectOrderInput, directOrderInputSchema } from '@bazaar/contracts/trade-orders';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { view } from '../request-view.js';
import { createTradeRepo } from '../trade.repo.js';
import type { TradeContext } from '../trade-context.js';
import { orderOf } from '../trade-order.js';
import { announce } from '../transition.js';
import { prepareOrder } from './prepare-order.js';

export async function createDirectOrder(
  ctx: TradeContext,
  userId: number,
  input: DirectOrderInput,
): Promise<TradeRequest> {
  const parsed = directOrderInputSchema.parse(input);
  const prepared = await prepareOrder(ctx, userId, parsed);
  return ctx.deps.uow.run(async (db, emit) => {
    const r = createTradeRepo(db, ctx.deps.access);
    const row = await r.insert({ buyerUserId: userId, merchantId: prepared.merchantId, ...prepared.fields });
    await r.replaceContent(row.id, prepared.items, prepared.documents);
    await r.addEvent({
      tradeRequestId: row.id,
      action: 'edit',
      fromState: null,
      toState: 'draft',
      actorUserId: userId,
      actorParty: 'buyer',
      note: 'ثبت پیش‌نویس سفارش',
    });
    for (const hook of ctx.createdHooks) await hook(db, emit, await orderOf(r, row), { userId, staff: false });
    await announce(r, emit, row, 'edit', { actorUserId: userId });
    return view(ctx, r, row, { viewer: 'buyer', userId, mine: [] });
  });
}
