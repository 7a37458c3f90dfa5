// An official invoice as the tax system (سامانه مودیان) needs it. The invoices module writes it (its offer
// `invoiceSources`); the tax-system module reads it. One file, so neither module imports the other's internals.

export type TaxInvoiceSubject = 'original' | 'correction' | 'cancellation' | 'return';

export interface TaxInvoiceParty {
  /** The name printed on the invoice (company's legal name or person's full name). */
  name: string;
  /** شناسه ملی (11 digits) of a company or کد ملی (10 digits) of a person; null when unknown. */
  nationalId: string | null;
  /** کد اقتصادی; null when the party has none. */
  economicCode: string | null;
  /** 10-digit postal code; null when unknown. */
  postalCode: string | null;
}

export interface TaxInvoiceLine {
  /** شناسه کالا/خدمت (13 digits) when the seller gave one; null otherwise. */
  productCode: string | null;
  description: string;
  /** Quantity in the line's unit (may be fractional, e.g. 2.5 metres). */
  quantity: number;
  /**
   * The unit's title as printed (عدد، متر، کیلوگرم…), sent as the tax system's unit code (`mu`, decision 057);
   * null for a row measured in no unit (the shipping charge), which is sent without one.
   */
  unitTitle: string | null;
  unitPriceRials: number;
  discountRials: number;
  /** VAT rate in basis points (1000 = 10%). */
  vatRateBasisPoints: number;
  vatRials: number;
  /** (quantity × unit price) − discount + VAT, in Rials. */
  totalRials: number;
}

export interface TaxInvoiceSource {
  invoiceId: string;
  sellerMerchantId: string;
  /** The invoice's number in the seller's gapless series (per seller and Jalali year). */
  serial: number;
  /** ISO instant of issue. */
  issuedAt: string;
  subject: TaxInvoiceSubject;
  /** The invoice a correction, cancellation or return refers to; null for an original. */
  referencesInvoiceId: string | null;
  seller: TaxInvoiceParty;
  /** 'company' and 'person' give a type-1 invoice (buyer known); 'unknown' a type-2 invoice. */
  buyerKind: 'company' | 'person' | 'unknown';
  buyer: TaxInvoiceParty;
  settlement: 'cash' | 'credit' | 'mixed';
  lines: TaxInvoiceLine[];
  totals: { grossRials: number; discountRials: number; netRials: number; vatRials: number; totalRials: number };
}

declare module '../../platform/modules.js' {
  interface ModuleOffers {
    /** Offered by the invoices module: an issued official invoice as the tax system needs it (null when none). */
    invoiceSources: { forTax(invoiceId: string): Promise<TaxInvoiceSource | null> };
  }
}
