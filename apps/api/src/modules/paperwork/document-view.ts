// A document row as the contract answers it (issue 31).
import type { InvoiceRow, TradeDocument } from '@bazaar/contracts/paperwork-documents';
import type { Database } from '../../db/client.js';
import { createDocumentsRepo, type DocumentRow } from './documents.repo.js';

export async function documentView(db: Database, row: DocumentRow): Promise<TradeDocument> {
  const docs = createDocumentsRepo(db);
  const corrections = await docs.corrections([row.id]);
  return {
    id: row.id,
    kind: row.kind,
    invoiceType: row.invoiceType,
    number: row.number,
    serial: row.serial,
    jalaliYear: row.jalaliYear,
    tradeRequestId: row.tradeRequestId,
    quoteId: row.quoteId,
    merchantId: row.merchantId,
    referencesDocumentId: row.referencesDocumentId,
    referencesNumber: row.referencesDocumentId ? await docs.numberOf(row.referencesDocumentId) : null,
    correctedBy: corrections.map((c) => ({ id: c.id, number: c.number, invoiceType: c.invoiceType ?? 'corrective' })),
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    totals: {
      goodsRials: row.goodsRials,
      discountRials: row.discountRials,
      shippingRials: row.shippingRials,
      vatBasisPoints: row.vatBasisPoints,
      vatRials: row.vatRials,
      totalRials: row.totalRials,
      totalInWords: row.totalInWords,
    },
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    purchaseOrderNumber: row.purchaseOrderNumber,
    note: row.note,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export function invoiceRow(row: DocumentRow, corrected: Set<number>): InvoiceRow {
  return {
    id: row.id,
    number: row.number,
    invoiceType: row.invoiceType ?? 'original',
    tradeRequestId: row.tradeRequestId,
    sellerName: row.seller.name,
    buyerName: row.buyer.name,
    totalRials: row.totalRials,
    vatRials: row.vatRials,
    issuedAt: row.issuedAt.toISOString(),
    corrected: corrected.has(row.id),
  };
}
