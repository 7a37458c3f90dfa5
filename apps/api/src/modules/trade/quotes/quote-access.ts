// Who may reach a quote: its merchant's members, and for its documents the request's buyer and staff.
import { AppError } from '../../../shared/app-error.js';
import type { Caller, TradeContext } from '../trade-context.js';

/** The quote's merchant's member, for revising, withdrawing or reading its documents; else 404. */
export async function quoteOfMember(
  ctx: TradeContext,
  caller: Caller,
  quoteId: number,
  options: { buyerReads?: boolean } = {},
) {
  const quote = await ctx.repo.quote(quoteId);
  const request = quote && (await ctx.repo.request(quote.tradeRequestId));
  const member = quote && (await ctx.repo.memberRole(caller.userId, quote.merchantId));
  const reader = options.buyerReads && (request?.buyerUserId === caller.userId || caller.staff);
  if (!quote || !request || !(member || reader))
    throw new AppError('NOT_FOUND', { detail: 'پیشنهاد قیمتی با این شناسه در حساب شما یافت نشد.' });
  return { quote, request };
}

/** A file of a quote, for its merchant's members, the request's buyer and staff. */
export async function quoteDocument(ctx: TradeContext, caller: Caller, quoteId: number, fileId: string) {
  const { quote } = await quoteOfMember(ctx, caller, quoteId, { buyerReads: true });
  const document = quote.documents.find((d) => d.fileId === fileId);
  if (!document) throw new AppError('NOT_FOUND', { detail: 'این مدرک به این پیشنهاد پیوست نشده است.' });
  return { fileId, ownerUserId: document.ownerUserId };
}
