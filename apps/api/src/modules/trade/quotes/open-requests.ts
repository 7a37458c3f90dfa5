// The open requests a supplier may quote on.
import type { OpenRequestSummary } from '@bazaar/contracts/trade-requests';
import { AppError } from '../../../shared/app-error.js';
import { type TradeContext, titleOf } from '../trade-context.js';

/** Open requests of the categories the caller's merchants supply (not the caller's own requests). */
export async function openRequests(
  ctx: TradeContext,
  userId: number,
  q: { page: number; pageSize: number; merchantId?: number },
) {
  const own = await ctx.repo.merchantIdsOf(userId);
  const merchantIds = q.merchantId ? own.filter((m) => m === q.merchantId) : own;
  if (!merchantIds.length) {
    if (q.merchantId) throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
    return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  }
  const page = await ctx.repo.listOpen(merchantIds, await ctx.repo.memberIds(merchantIds), q);
  return {
    ...page,
    items: page.items.map(
      (row): OpenRequestSummary => ({
        id: row.request.id,
        state: row.request.state,
        kind: row.request.kind,
        buyerName: row.buyerName,
        merchantId: 0,
        merchantName: '',
        title: titleOf(row.firstTitle ?? '', row.itemCount),
        totalRials: null,
        requestedDeliveryDate: row.request.requestedDeliveryDate,
        createdAt: (row.request.openedAt ?? row.request.createdAt).toISOString(),
        updatedAt: row.request.updatedAt.toISOString(),
        categoryName: row.categoryName,
        myQuoteStatus: row.quoteStatus,
      }),
    ),
  };
}
