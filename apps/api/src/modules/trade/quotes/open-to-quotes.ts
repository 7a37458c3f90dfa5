// Requests for quotation (decision 023): the buyer opens a draft to the suppliers of its category.
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { AppError } from '../../../shared/app-error.js';
import { publicationPrice } from '../fees/publication-price.js';
import { type Caller, type TradeContext, visible, wrongParty } from '../trade-context.js';
import { dropFee, transition } from '../transition.js';

/**
 * The buyer opens a draft to every confirmed supplier of its category. Counts against the plan's monthly
 * allowance like a publish, checked under the buyer's quota lock inside the transaction.
 */
export async function openToQuotes(ctx: TradeContext, caller: Caller, id: number): Promise<TradeRequest> {
  const { row: before, viewer } = await visible(ctx, caller, id);
  if (viewer !== 'buyer') throw wrongParty('open_to_quotes');
  const planned = await ctx.deps.wallet.planForUser(before.buyerUserId);
  const [first] = await ctx.repo.items(id);
  const categoryId = first ? await ctx.repo.categoryOfProduct(first.productId) : undefined;
  return transition(ctx, caller, id, 'open_to_quotes', {
    note: 'انتشار برای دریافت پیشنهاد قیمت از تأمین‌کنندگان دسته',
    change: async (r, row, db, emit) => {
      await r.lockBuyer(row.buyerUserId);
      const price = await publicationPrice(ctx, row.buyerUserId, r, planned);
      if (!price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
      await dropFee(ctx, db, row);
      // Every supplier of the category sees it arrive in its open pages at once (issue 37); no SMS (trade-sms).
      if (categoryId) {
        const suppliers = await r.memberIds(await r.supplyingMerchants(categoryId));
        const audience = suppliers.filter((userId) => userId !== row.buyerUserId);
        if (audience.length)
          await emit(
            'trade.request.changed',
            {
              tradeRequestId: row.id,
              merchantId: 0,
              buyerUserId: row.buyerUserId,
              state: 'open_for_quotes',
              action: 'open_to_quotes',
              actorUserId: caller.userId,
            },
            { audience },
          );
      }
      return { categoryId: categoryId ?? null, openedAt: ctx.now(), feePayableId: null };
    },
  });
}
