// Reading documents (issue 31): one document by its parties and staff, an order's or a quote's latest
// proforma, the supplier's and the buyer's invoices by kind and Jalali days, and the CSV for the accountant.
import type { InvoiceType } from '@bazaar/contracts/paperwork-documents';
import { INVOICE_TYPE_LABELS } from '@bazaar/contracts/paperwork-documents';
import { formatJalaliDate, parseTehranDayStart } from '@bazaar/fa/jalali';
import { stringify } from 'csv-stringify/sync';
import { AppError, fieldError } from '../../shared/app-error.js';
import { documentView, invoiceRow } from './document-view.js';
import { createDocumentsRepo, type InvoiceFilter } from './documents.repo.js';
import { type Caller, documentNotFound, type PaperworkContext, partyTo } from './paperwork-context.js';
import { createSourcesRepo } from './sources.repo.js';

export async function getDocument(ctx: PaperworkContext, caller: Caller, id: number) {
  const { row } = await partyTo(ctx, caller, await createDocumentsRepo(ctx.deps.db).byId(id));
  return documentView(ctx.deps.db, row);
}

/** An order's latest proforma for its buyer, its supplier and staff (a supplier who may only quote: 404). */
export async function orderProforma(ctx: PaperworkContext, caller: Caller, orderId: number) {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, orderId);
  if (viewer === 'quoter') throw documentNotFound();
  // A direct order's own proforma, or, for an order made from an accepted quote, that quote's.
  const row = await createDocumentsRepo(ctx.deps.db).latestProformaFrom(orderId, order.merchantId);
  return { document: row ? await documentView(ctx.deps.db, row) : null };
}

/** A quote's latest proforma for the request's buyer, the quoting merchant and staff. */
export async function quoteProforma(ctx: PaperworkContext, caller: Caller, quoteId: number) {
  const { db } = ctx.deps;
  const quote = await createSourcesRepo(db).quoteParties(quoteId);
  const allowed =
    quote &&
    (quote.buyer === caller.userId || caller.staff || (await ctx.deps.access.actsFor(caller.userId, quote.merchantId)));
  if (!quote || !allowed) throw documentNotFound();
  const row = await createDocumentsRepo(db).latestProforma(quote.orderId, quoteId);
  return { document: row ? await documentView(db, row) : null };
}

export interface InvoiceQuery {
  invoiceType?: InvoiceType;
  from?: string;
  to?: string;
}

/** The query's Jalali days as Tehran instants (`to` includes its day); 400 with a Persian message otherwise. */
function filterOf(q: InvoiceQuery, who: Pick<InvoiceFilter, 'merchantId' | 'buyerUserId'>): InvoiceFilter {
  const day = (value: string | undefined, field: string) => {
    if (!value) return undefined;
    const start = parseTehranDayStart(value);
    if (!start) throw fieldError(`query.${field}`, 'date', 'تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ وارد کنید.');
    return start;
  };
  const to = day(q.to, 'to');
  return {
    ...who,
    invoiceType: q.invoiceType,
    from: day(q.from, 'from'),
    to: to && new Date(to.getTime() + 86_400_000),
  };
}

async function invoicePage(ctx: PaperworkContext, filter: InvoiceFilter, page: { page: number; pageSize: number }) {
  const docs = createDocumentsRepo(ctx.deps.db);
  const { rows, total } = await docs.invoices(filter, page);
  const corrected = new Set((await docs.corrections(rows.map((r) => r.id))).map((c) => c.referencesDocumentId ?? 0));
  return { items: rows.map((r) => invoiceRow(r, corrected)), total, ...page };
}

export async function soldInvoices(
  ctx: PaperworkContext,
  caller: Caller,
  merchantId: number,
  q: InvoiceQuery & { page: number; pageSize: number },
) {
  await sellerOnly(ctx, caller, merchantId);
  return invoicePage(ctx, filterOf(q, { merchantId }), { page: q.page, pageSize: q.pageSize });
}

export function boughtInvoices(
  ctx: PaperworkContext,
  caller: Caller,
  q: InvoiceQuery & { page: number; pageSize: number },
) {
  return invoicePage(ctx, filterOf(q, { buyerUserId: caller.userId }), { page: q.page, pageSize: q.pageSize });
}

/** The supplier's invoices as CSV: one row per invoice, Latin digits for spreadsheets, Jalali dates. */
export async function soldInvoicesCsv(ctx: PaperworkContext, caller: Caller, merchantId: number, q: InvoiceQuery) {
  await sellerOnly(ctx, caller, merchantId);
  const { rows } = await createDocumentsRepo(ctx.deps.db).invoices(filterOf(q, { merchantId }), null);
  const latin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  const body = stringify(
    rows.map((r) => [
      r.number,
      INVOICE_TYPE_LABELS[r.invoiceType ?? 'original'],
      latin(formatJalaliDate(r.issuedAt)),
      r.tradeRequestId,
      r.buyer.name,
      r.buyer.nationalId ?? '',
      r.buyer.economicCode ?? '',
      r.goodsRials,
      r.discountRials,
      r.shippingRials,
      r.vatRials,
      r.totalRials,
    ]),
    {
      header: true,
      columns: [
        'شماره',
        'نوع',
        'تاریخ',
        'سفارش',
        'خریدار',
        'شناسه ملی خریدار',
        'کد اقتصادی خریدار',
        'کالا (ریال)',
        'تخفیف (ریال)',
        'حمل (ریال)',
        'مالیات بر ارزش افزوده (ریال)',
        'جمع (ریال)',
      ],
    },
  );
  return `\uFEFF${body}`;
}

async function sellerOnly(ctx: PaperworkContext, caller: Caller, merchantId: number) {
  if (!(await ctx.deps.access.actsFor(caller.userId, merchantId)))
    throw new AppError('NOT_FOUND', { detail: 'این تأمین‌کننده پیدا نشد یا شما از طرف آن کار نمی‌کنید.' });
}
