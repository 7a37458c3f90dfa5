// A request and its quotes as their reader sees them: the rows mapped to the contract's shapes, with what each
// party may not see left out.
import { deliveredCostWithin } from '@bazaar/contracts/delivered-cost';
import { MAX_RIALS } from '@bazaar/contracts/money';
import { orderTotalRials, TRADE_DOCUMENT_TYPES } from '@bazaar/contracts/trade-orders';
import type { TradeQuote } from '@bazaar/contracts/trade-quotes';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { allowedTradeActions, QUOTE_ACTION_LABELS } from '@bazaar/contracts/trade-states';
import type { TradeItemRow, TradeQuoteWithName, TradeRepo, TradeRequestRow } from './trade.repo.js';
import {
  converter,
  DEFAULT_VAT_BASIS_POINTS,
  iso,
  type Seen,
  type TradeContext,
  titleOf,
  todayIso,
} from './trade-context.js';

/** A quote as its reader sees it, prices converted to the request's units for comparison. */
export async function quoteView(
  ctx: TradeContext,
  r: TradeRepo,
  quote: TradeQuoteWithName,
  items: TradeItemRow[],
): Promise<TradeQuote> {
  const convert = await converter(ctx, r);
  const vatBasisPoints = ctx.deps.vatBasisPoints ?? DEFAULT_VAT_BASIS_POINTS;
  const lines = items.map((item) => {
    const price = quote.prices.find((p) => p.itemId === item.id);
    const converted = price ? convert.convert(price.unitPriceRials, price.unit, item.unit) : null;
    // A quote stored before the bounds may convert to a price no answer can carry: it is not compared.
    const comparable = converted !== null && converted <= MAX_RIALS ? converted : null;
    return {
      itemId: item.id,
      productTitle: item.productTitle,
      quantity: item.quantity,
      requestUnit: item.unit,
      unit: price?.unit ?? item.unit,
      unitPriceRials: price?.unitPriceRials ?? 0,
      pricePerRequestUnitRials: comparable,
    };
  });
  const totalRials = orderTotalRials(
    lines.map((l) => ({ quantity: l.quantity, unitPriceRials: l.pricePerRequestUnitRials })),
  );
  return {
    id: quote.id,
    tradeRequestId: quote.tradeRequestId,
    merchantId: quote.merchantId,
    merchantName: quote.merchantName,
    status: quote.status,
    leadTimeDays: quote.leadTimeDays,
    validUntil: quote.validUntil,
    expired: quote.validUntil < todayIso(ctx.now()),
    notes: quote.notes,
    documents: quote.documents.map((d) => ({
      fileId: d.fileId,
      fileName: d.fileName,
      url: `/api/v1/tradequotes/${quote.id}/documents?fileId=${encodeURIComponent(d.fileId)}`,
    })),
    items: lines,
    totalRials,
    delivered: totalRials === null ? null : deliveredCostWithin(totalRials, quote.shippingRials, vatBasisPoints),
    onTimeRate: null,
    stages: quote.stages ?? [],
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/** The request as its viewer sees it (read on `r`, the pool or the caller's transaction). */
export async function view(ctx: TradeContext, r: TradeRepo, row: TradeRequestRow, seen: Seen): Promise<TradeRequest> {
  const { viewer } = seen;
  const [items, documents, allEvents, parties, allQuotes, categoryName] = await Promise.all([
    r.items(row.id),
    r.documents(row.id),
    r.events(row.id),
    r.parties(row.id),
    r.quotes(row.id),
    r.categoryName(row.categoryId),
  ]);
  // The buyer and staff see every quote and the whole timeline; a supplier only its own merchant's quote and
  // quote events (and a quoter nothing else of the timeline): no supplier learns another's quote.
  const everything = viewer === 'buyer' || viewer === 'staff';
  const quotes = everything ? allQuotes : allQuotes.filter((q) => seen.mine.includes(q.merchantId));
  const events = allEvents.filter((e) =>
    everything
      ? true
      : e.merchantId !== null
        ? seen.mine.includes(e.merchantId)
        : viewer === 'supplier' && !(QUOTE_ACTION_LABELS as Record<string, string>)[e.action],
  );
  const quoting =
    row.state === 'open_for_quotes' && row.categoryId && (viewer === 'supplier' || viewer === 'quoter')
      ? await r.quotingMerchants(seen.userId, row.categoryId)
      : [];
  const hidden = viewer === 'quoter';
  const first = items[0];
  return {
    id: row.id,
    state: row.state,
    buyerUserId: row.buyerUserId,
    buyerName: parties?.buyerName ?? '',
    buyerPhone: hidden ? '' : (parties?.buyerPhone ?? ''),
    buyerCompany: hidden
      ? null
      : (row.buyerCompany ??
        (parties?.companyName && parties.companyNationalId && parties.companyAddress
          ? {
              name: parties.companyName,
              nationalId: parties.companyNationalId,
              economicCode: parties.companyEconomicCode,
              registrationNumber: parties.companyRegistrationNumber,
              address: parties.companyAddress,
            }
          : null)),
    merchantId: hidden ? 0 : row.merchantId,
    merchantName: hidden ? '' : (parties?.merchantName ?? ''),
    merchantPhone: hidden ? null : (parties?.merchantPhone ?? null),
    title: titleOf(first?.productTitle ?? '', items.length),
    kind: row.kind,
    totalRials: orderTotalRials(items),
    requestedDeliveryDate: row.requestedDeliveryDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productTitle: i.productTitle,
      quantity: i.quantity,
      unit: i.unit,
      targetPriceRials: i.targetPriceRials,
      unitPriceRials: i.unitPriceRials,
      tierPriceRials: i.tierPriceRials,
    })),
    deliveryAddress: row.deliveryAddress ?? null,
    paymentTerms: row.paymentTerms as TradeRequest['paymentTerms'],
    description: row.description,
    documents: documents.map((d) => ({
      fileId: d.fileId,
      fileName: d.fileName,
      documentTypeId: d.documentTypeId,
      documentTypeName: TRADE_DOCUMENT_TYPES.find((t) => t.id === d.documentTypeId)?.name ?? '',
      url: `/api/v1/traderequests/${row.id}/documents?fileId=${encodeURIComponent(d.fileId)}`,
    })),
    supplierLeadTimeDays: row.supplierLeadTimeDays,
    supplierNotes: row.supplierNotes,
    rejectionReason: row.rejectionReason,
    feePayableId: viewer === 'buyer' || viewer === 'staff' ? row.feePayableId : null,
    publishedAt: iso(row.publishedAt),
    categoryId: row.categoryId,
    categoryName,
    openedAt: iso(row.openedAt),
    quotes: await Promise.all(quotes.map((q) => quoteView(ctx, r, q, items))),
    viewerParty: viewer,
    canQuoteAs: quoting[0] ?? null,
    allowedActions: allowedTradeActions(row.state, viewer === 'buyer' || viewer === 'supplier' ? viewer : null),
    events: events.map((e) => ({
      id: e.id,
      tradeRequestId: e.tradeRequestId,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      actorName: e.actorName,
      actorParty: e.actorParty as 'buyer' | 'supplier' | 'system',
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
