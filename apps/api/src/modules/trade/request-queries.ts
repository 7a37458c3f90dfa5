// Reading requests: one request, its timeline and documents, the buyer's and the supplier's lists.
import type { CategoryType } from '@bazaar/contracts/categories';
import { TRADE_DOCUMENT_TYPES, type TradeDocumentType, type TradeRequestSummary } from '@bazaar/contracts/trade-orders';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { AppError } from '../../shared/app-error.js';
import { jalaliDayRange } from '../../shared/jalali-range.js';
import { view } from './request-view.js';
import type { ListFilter, TradeRepo } from './trade.repo.js';
import { type Caller, type ListQuery, type TradeContext, titleOf, visible } from './trade-context.js';

export function documentTypes(categoryType?: CategoryType): TradeDocumentType[] {
  return TRADE_DOCUMENT_TYPES.filter(
    (t) => !categoryType || (t.categoryTypes as readonly string[]).includes(categoryType),
  ).map((t) => ({ ...t, categoryTypes: [...t.categoryTypes] }));
}

export async function requestById(ctx: TradeContext, caller: Caller, id: number): Promise<TradeRequest> {
  const { row, seen } = await visible(ctx, caller, id);
  return view(ctx, ctx.repo, row, seen);
}

export async function requestEvents(ctx: TradeContext, caller: Caller, id: number) {
  const { row, seen } = await visible(ctx, caller, id);
  return (await view(ctx, ctx.repo, row, seen)).events;
}

/** The buyer's file attached to a request, for a party or staff to download. */
export async function requestDocument(ctx: TradeContext, caller: Caller, id: number, fileId: string) {
  const { row } = await visible(ctx, caller, id);
  // A quoter reads the request's documents too: it needs the drawings to price the work.
  const documents = await ctx.repo.documents(id);
  if (!documents.some((d) => d.fileId === fileId))
    throw new AppError('NOT_FOUND', { detail: 'این مدرک به این درخواست پیوست نشده است.' });
  return { fileId, ownerUserId: row.buyerUserId };
}

export async function myRequests(ctx: TradeContext, userId: number, q: ListQuery) {
  return toSummaries(await ctx.repo.listMine(userId, dateRange(q)));
}

export async function supplierRequests(ctx: TradeContext, userId: number, q: ListQuery & { merchantId?: number }) {
  const own = await ctx.repo.merchantIdsOf(userId);
  const merchantIds = q.merchantId ? own.filter((m) => m === q.merchantId) : own;
  if (!merchantIds.length) {
    if (q.merchantId) throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
    return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  }
  return toSummaries(await ctx.repo.listForMerchants(merchantIds, dateRange(q)));
}

function dateRange(q: ListQuery): ListFilter {
  return { page: q.page, pageSize: q.pageSize, state: q.state, ...jalaliDayRange(q) };
}

function toSummaries(page: Awaited<ReturnType<TradeRepo['listMine']>>) {
  return {
    ...page,
    items: page.items.map(
      (row): TradeRequestSummary => ({
        id: row.request.id,
        state: row.request.state,
        kind: row.request.kind,
        buyerName: row.buyerName,
        merchantId: row.request.merchantId,
        merchantName: row.merchantName,
        title: titleOf(row.firstTitle ?? '', row.itemCount),
        totalRials: row.totalRials === null ? null : Number(row.totalRials),
        requestedDeliveryDate: row.request.requestedDeliveryDate,
        createdAt: row.request.createdAt.toISOString(),
        updatedAt: row.request.updatedAt.toISOString(),
      }),
    ),
  };
}
