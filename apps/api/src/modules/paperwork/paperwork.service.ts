// The paperwork's facade (issue 31): one line per use case, bound to the module's context.
import type { CorrectionInput, SellerIdentityUpdate } from '@bazaar/contracts/paperwork-documents';
import type { Database } from '../../db/client.js';
import { correctInvoice } from './correct-invoice.js';
import {
  boughtInvoices,
  getDocument,
  type InvoiceQuery,
  orderProforma,
  quoteProforma,
  soldInvoices,
  soldInvoicesCsv,
} from './document-queries.js';
import { issueOrderInvoice, issueOrderProforma, issueQuoteProforma } from './issue-document.js';
import { onTradeChange } from './on-trade-change.js';
import { type Caller, createPaperworkContext, type PaperworkDeps } from './paperwork-context.js';
import { createPdfPrinter } from './pdf/render-pdf.js';
import { sellerIdentity, updateSellerIdentity } from './seller-identity.js';
import { invoiceForTax } from './tax-source.js';

type Paging = { page: number; pageSize: number };

export function createPaperworkService(deps: PaperworkDeps) {
  const ctx = createPaperworkContext(deps);
  const printer = createPdfPrinter(deps.chromiumPath);
  return {
    ctx,
    onTradeChange: onTradeChange(ctx),
    sellerIdentity: (caller: Caller, merchantId: number) => sellerIdentity(ctx, caller, merchantId),
    updateSellerIdentity: (caller: Caller, merchantId: number, input: SellerIdentityUpdate) =>
      updateSellerIdentity(ctx, caller, merchantId, input),
    document: (caller: Caller, id: number) => getDocument(ctx, caller, id),
    documentPdf: async (caller: Caller, id: number) => {
      const doc = await getDocument(ctx, caller, id);
      return { doc, pdf: await printer.print(doc) };
    },
    orderProforma: (caller: Caller, id: number) => orderProforma(ctx, caller, id),
    quoteProforma: (caller: Caller, id: number) => quoteProforma(ctx, caller, id),
    correctInvoice: (caller: Caller, id: number, input: CorrectionInput) => correctInvoice(ctx, caller, id, input),
    soldInvoices: (caller: Caller, merchantId: number, q: InvoiceQuery & Paging) =>
      soldInvoices(ctx, caller, merchantId, q),
    soldInvoicesCsv: (caller: Caller, merchantId: number, q: InvoiceQuery) =>
      soldInvoicesCsv(ctx, caller, merchantId, q),
    boughtInvoices: (caller: Caller, q: InvoiceQuery & Paging) => boughtInvoices(ctx, caller, q),
    /** For the seed and tests: the same issues the subscriber makes, in the caller's transaction. */
    issueOrderProformaIn: (db: Database, orderId: number, sourceKey: string) =>
      issueOrderProforma(ctx, db, orderId, sourceKey),
    issueQuoteProformaIn: (db: Database, quoteId: number, sourceKey: string) =>
      issueQuoteProforma(ctx, db, quoteId, sourceKey),
    issueOrderInvoiceIn: (db: Database, orderId: number) => issueOrderInvoice(ctx, db, orderId),
    forTax: (invoiceId: string) => invoiceForTax(deps.db, invoiceId, deps.shippingServiceCode ?? null),
    closePrinter: () => printer.close(),
  };
}
export type PaperworkService = ReturnType<typeof createPaperworkService>;
