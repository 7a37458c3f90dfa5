// A supplier revises its quote (the same checks as a new one).
import type { TradeQuoteInput } from '@bazaar/contracts/trade-quotes';
import type { Caller, TradeContext } from '../trade-context.js';
import { quoteOfMember } from './quote-access.js';
import { submitQuote } from './submit-quote.js';

export async function reviseQuote(ctx: TradeContext, caller: Caller, quoteId: number, input: TradeQuoteInput) {
  const { quote } = await quoteOfMember(ctx, caller, quoteId);
  return (await submitQuote(ctx, caller, quote.tradeRequestId, { ...input, merchantId: quote.merchantId })).quote;
}
