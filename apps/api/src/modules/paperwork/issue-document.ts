// Issuing a document (issue 31), always inside the caller's transaction: a proforma when a supplier confirms
// a direct order or sends or revises a quote, the official invoice when an order is paid (or delivered, by
// the seller's plan). `sourceKey` says what made it: the same source never issues twice, and the number is
// taken from the seller's series only when a document is really written.
import { PAYMENT_TERMS_LABELS, type PaymentTerms } from '@bazaar/contracts/trade-states';
import { toPersianDigits } from '@bazaar/fa/digits';
import { toJalali } from '@bazaar/fa/jalali';
import type { Database } from '../../db/client.js';
import { createDocumentsRepo, type DocumentRow, type NewDocument } from './documents.repo.js';
import type { PaperworkContext } from './paperwork-context.js';
import { createSourcesRepo } from './sources.repo.js';
import { documentTotals, type LineInput } from './totals.js';

type Issue = Omit<NewDocument, 'jalaliYear' | 'issuedAt'>;

/** Writes the document with the next number of its seller's series, or answers the one its source made. */
export async function issueDocument(ctx: PaperworkContext, db: Database, doc: Issue): Promise<DocumentRow> {
  const docs = createDocumentsRepo(db);
  const existing = await docs.bySource(doc.sourceKey);
  if (existing) return existing;
  const issuedAt = ctx.now();
  const jalaliYear = toJalali(issuedAt).jy;
  const serial = await docs.nextSerial(doc.merchantId, doc.kind, jalaliYear);
  return docs.insert({ ...doc, jalaliYear, issuedAt }, serial);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const leadTime = (days: number | null) =>
  days === null ? '' : days === 0 ? 'تحویل فوری' : `تحویل ظرف ${toPersianDigits(days)} روز کاری`;

function terms(order: {
  paymentTerms: string;
  supplierLeadTimeDays: number | null;
  deliveryAddress: { text: string } | null;
}) {
  return {
    paymentTerms: `${PAYMENT_TERMS_LABELS[order.paymentTerms as PaymentTerms] ?? order.paymentTerms}؛ پرداخت امن از طریق بازار صنعت`,
    deliveryTerms: [
      leadTime(order.supplierLeadTimeDays),
      order.deliveryAddress && `به نشانی ${order.deliveryAddress.text}`,
    ]
      .filter(Boolean)
      .join('، '),
  };
}

/** The proforma of a direct order the supplier confirmed (prices, shipping and VAT as secure payment asks them). */
export async function issueOrderProforma(ctx: PaperworkContext, db: Database, orderId: number, sourceKey: string) {
  const src = createSourcesRepo(db);
  const order = await src.order(orderId);
  const items = await src.items(orderId);
  if (!order || !items.length || items.some((i) => i.unitPriceRials === null)) return undefined;
  const { lines, totals } = documentTotals(
    items.map((i) => ({ ...i, unitPriceRials: i.unitPriceRials ?? 0 })),
    { discountRials: 0, shippingRials: order.shippingRials ?? 0, vatBasisPoints: ctx.deps.vatBasisPoints },
  );
  return issueDocument(ctx, db, {
    kind: 'proforma',
    invoiceType: null,
    merchantId: order.merchantId,
    buyerUserId: order.buyerUserId,
    tradeRequestId: order.id,
    quoteId: null,
    sourceKey,
    seller: await src.seller(order.merchantId),
    buyer: await src.buyer(order.buyerUserId, order.buyerCompany),
    lines,
    ...amounts(totals),
    validUntil: isoDay(new Date(ctx.now().getTime() + ctx.deps.proformaValidDays * 86_400_000)),
    ...terms(order),
    purchaseOrderNumber: await src.purchaseOrderNumber(order.id),
    note: order.supplierNotes,
  });
}

/** The proforma of one quote: its prices per unit of the request, valid until the quote's own date. */
export async function issueQuoteProforma(ctx: PaperworkContext, db: Database, quoteId: number, sourceKey: string) {
  const quote = await ctx.deps.trade.quoteIn(db, quoteId);
  const src = createSourcesRepo(db);
  const order = quote && (await src.order(quote.tradeRequestId));
  if (!quote || !order || quote.items.some((i) => i.pricePerRequestUnitRials === null)) return undefined;
  const products = new Map((await src.items(order.id)).map((i) => [i.id, i]));
  const inputs: LineInput[] = quote.items.map((i) => ({
    title: i.productTitle,
    modelCode: products.get(i.itemId)?.modelCode ?? null,
    productCode: products.get(i.itemId)?.productCode ?? null,
    quantity: i.quantity,
    unit: i.requestUnit,
    unitPriceRials: Math.round(i.pricePerRequestUnitRials ?? 0),
  }));
  const { lines, totals } = documentTotals(inputs, {
    discountRials: 0,
    shippingRials: 0,
    vatBasisPoints: ctx.deps.vatBasisPoints,
  });
  return issueDocument(ctx, db, {
    kind: 'proforma',
    invoiceType: null,
    merchantId: quote.merchantId,
    buyerUserId: order.buyerUserId,
    tradeRequestId: order.id,
    quoteId,
    sourceKey,
    seller: await src.seller(quote.merchantId),
    buyer: await src.buyer(order.buyerUserId, order.buyerCompany),
    lines,
    ...amounts(totals),
    validUntil: quote.validUntil,
    ...terms({ ...order, supplierLeadTimeDays: quote.leadTimeDays }),
    purchaseOrderNumber: await src.purchaseOrderNumber(order.id),
    note: quote.notes,
  });
}

/** The order's official invoice (اصلی), from what the buyer paid: once per order, whoever asks first. */
export async function issueOrderInvoice(ctx: PaperworkContext, db: Database, orderId: number) {
  const src = createSourcesRepo(db);
  const order = await src.order(orderId);
  const money = await src.money(orderId);
  if (!order || !money?.paidAt) return undefined;
  const items = await src.items(orderId);
  const { lines, totals } = documentTotals(
    items.map((i) => ({ ...i, unitPriceRials: i.unitPriceRials ?? 0 })),
    { discountRials: 0, shippingRials: money.shippingRials, vatBasisPoints: money.vatBasisPoints },
  );
  if (totals.totalRials !== money.totalRials)
    throw new Error(`order ${orderId}: invoice total ${totals.totalRials} differs from paid ${money.totalRials}`);
  return issueDocument(ctx, db, {
    kind: 'invoice',
    invoiceType: 'original',
    merchantId: order.merchantId,
    buyerUserId: order.buyerUserId,
    tradeRequestId: order.id,
    quoteId: null,
    sourceKey: `order:${orderId}:invoice`,
    seller: await src.seller(order.merchantId),
    buyer: await src.buyer(order.buyerUserId, order.buyerCompany),
    lines,
    ...amounts(totals),
    validUntil: null,
    ...terms({ ...order, paymentTerms: 'cash' }),
    purchaseOrderNumber: await src.purchaseOrderNumber(order.id),
    note: '',
  });
}

export function amounts(t: ReturnType<typeof documentTotals>['totals']) {
  return {
    goodsRials: t.goodsRials,
    discountRials: t.discountRials,
    shippingRials: t.shippingRials,
    vatBasisPoints: t.vatBasisPoints,
    vatRials: t.vatRials,
    totalRials: t.totalRials,
    totalInWords: t.totalInWords,
  };
}
