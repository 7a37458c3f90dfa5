// An issued official invoice as the tax system needs it (the `invoiceSources` offer, issue 31): the shared
// shape in `tax-system/invoice-source.ts`. Shipping is a line of its own (its VAT share is on the document's
// totals), so the lines add up to the totals. Each goods line's `sstid` is the product's شناسه کالا/خدمت copied
// onto the document's line at issue (decision 050); the shipping line's is the configured shipping service code.
import type { Database } from '../../db/client.js';
import type {
  TaxInvoiceLine,
  TaxInvoiceParty,
  TaxInvoiceSource,
  TaxInvoiceSubject,
} from '../tax-system/invoice-source.js';
import { createDocumentsRepo, type DocumentRow } from './documents.repo.js';

const SUBJECT: Record<string, TaxInvoiceSubject> = {
  original: 'original',
  corrective: 'correction',
  cancelling: 'cancellation',
  return: 'return',
};

const party = (p: DocumentRow['seller']): TaxInvoiceParty => ({
  name: p.name,
  nationalId: p.nationalId,
  economicCode: p.economicCode,
  postalCode: p.postalCode,
});

export function toTaxSource(row: DocumentRow, shippingServiceCode: string | null = null): TaxInvoiceSource {
  const lines: TaxInvoiceLine[] = row.lines.map((l) => ({
    productCode: l.productCode ?? null,
    description: l.modelCode ? `${l.title} (${l.modelCode})` : l.title,
    quantity: l.quantity,
    unitTitle: l.unit,
    unitPriceRials: l.unitPriceRials,
    discountRials: l.discountRials,
    vatRateBasisPoints: row.vatBasisPoints,
    vatRials: l.vatRials,
    totalRials: l.amountRials - l.discountRials + l.vatRials,
  }));
  const linesVat = lines.reduce((s, l) => s + l.vatRials, 0);
  if (row.shippingRials > 0) {
    const vat = row.vatRials - linesVat;
    lines.push({
      productCode: shippingServiceCode,
      description: 'هزینهٔ حمل',
      quantity: 1,
      // A charge for the order's delivery, measured in no unit of the tax system's table: sent without `mu`.
      unitTitle: null,
      unitPriceRials: row.shippingRials,
      discountRials: 0,
      vatRateBasisPoints: row.vatBasisPoints,
      vatRials: vat,
      totalRials: row.shippingRials + vat,
    });
  }
  const buyerKnown = row.buyer.nationalId !== null;
  return {
    invoiceId: String(row.id),
    sellerMerchantId: String(row.merchantId),
    serial: row.serial,
    issuedAt: row.issuedAt.toISOString(),
    subject: SUBJECT[row.invoiceType ?? 'original'] ?? 'original',
    referencesInvoiceId: row.referencesDocumentId === null ? null : String(row.referencesDocumentId),
    seller: party(row.seller),
    buyerKind: buyerKnown ? row.buyer.kind : 'unknown',
    buyer: party(row.buyer),
    settlement: 'cash',
    lines,
    totals: {
      grossRials: row.goodsRials + row.shippingRials,
      discountRials: row.discountRials,
      netRials: row.goodsRials + row.shippingRials - row.discountRials,
      vatRials: row.vatRials,
      totalRials: row.totalRials,
    },
  };
}

export async function invoiceForTax(
  db: Database,
  invoiceId: string,
  shippingServiceCode: string | null = null,
): Promise<TaxInvoiceSource | null> {
  if (!/^\d{1,9}$/.test(invoiceId)) return null;
  const row = await createDocumentsRepo(db).byId(Number(invoiceId));
  return row && row.kind === 'invoice' ? toTaxSource(row, shippingServiceCode) : null;
}
