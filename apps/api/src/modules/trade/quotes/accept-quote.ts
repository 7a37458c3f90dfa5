// The buyer accepts a quote: the request becomes that supplier's confirmed order.
import { validationMessage } from '@bazaar/contracts/validation-messages';
import { AppError } from '../../../shared/app-error.js';
import { quoteView } from '../request-view.js';
import { type Caller, fieldError, type TradeContext, todayIso } from '../trade-context.js';
import { announce, dropFee, transition } from '../transition.js';

/**
 * The buyer accepts one active, still valid quote: the request becomes the order confirmed by that
 * supplier (its prices converted to the request's units, its lead time, notes and proposed stages), the other
 * quotes are not chosen and their suppliers are told.
 */
export function acceptQuote(ctx: TradeContext, caller: Caller, id: number, quoteId: number) {
  return transition(ctx, caller, id, 'accept_quote', {
    change: async (r, row, db, emit) => {
      const quote = await r.quote(quoteId);
      if (!quote || quote.tradeRequestId !== id)
        throw new AppError('NOT_FOUND', {
          detail: 'این پیشنهاد قیمت برای این درخواست نیست.',
          errors: [fieldError('body.quoteId', 'notFound', 'این پیشنهاد قیمت برای این درخواست نیست.')],
        });
      if (quote.status !== 'active') throw new AppError('TRADE_QUOTE_CLOSED');
      if (quote.validUntil < todayIso(ctx.now())) throw new AppError('TRADE_QUOTE_EXPIRED');
      const items = await r.items(id);
      const seenQuote = await quoteView(ctx, r, quote, items);
      // A quote stored before the bounds may total more than an order can: it cannot become one.
      if (seenQuote.totalRials === null)
        throw new AppError('VALIDATION_FAILED', {
          errors: [fieldError('body.quoteId', 'maxOrderTotal', validationMessage('maxOrderTotal'))],
        });
      await r.setUnitPrices(
        id,
        seenQuote.items.map((i) => ({ itemId: i.itemId, unitPriceRials: i.pricePerRequestUnitRials })),
      );
      await r.updateQuote(quote.id, { status: 'accepted' });
      for (const merchantId of await r.closeOtherQuotes(id, quote.id))
        await announce(r, emit, row, 'not_chosen', { actorUserId: caller.userId, merchantId });
      await dropFee(ctx, db, row);
      // Its proposed stages become the order's (decision 056), in this unit of work.
      const shippingRials = quote.shippingRials ?? row.shippingRials ?? 0;
      if (quote.stages.length)
        for (const hook of ctx.quoteAcceptedHooks)
          await hook(db, { tradeRequestId: id, goodsRials: seenQuote.totalRials, shippingRials, stages: quote.stages });
      return {
        merchantId: quote.merchantId,
        supplierLeadTimeDays: quote.leadTimeDays,
        // The quote's shipping becomes the order's, so secure payment charges what the comparison showed.
        ...(quote.shippingRials !== null ? { shippingRials: quote.shippingRials } : {}),
        supplierNotes: quote.notes,
        rejectionReason: '',
        feePayableId: null,
      };
    },
    note: 'پذیرش پیشنهاد قیمت',
  });
}
