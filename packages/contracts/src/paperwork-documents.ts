// The deal's paperwork (issue 31, docs/decisions/041-the-deals-paperwork.md): the parties' legal identity as a
// document copies it, a document's lines and totals, and the kinds of official invoice (اصلی and the three
// correcting kinds the tax system defines). Money is whole Rials (decision 015).
import './zod-config';
import { z } from 'zod';
import { rialsSchema } from './money';

export const DOCUMENT_KINDS = ['proforma', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = { proforma: 'پیش‌فاکتور', invoice: 'صورتحساب' };

/** An official invoice's kind: the original, and the corrections that reference it (never change it). */
export const INVOICE_TYPES = ['original', 'corrective', 'cancelling', 'return'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  original: 'اصلی',
  corrective: 'اصلاحی',
  cancelling: 'ابطالی',
  return: 'برگشت از فروش',
};
export const CORRECTION_TYPES = ['corrective', 'cancelling', 'return'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

/** A party as the document printed it: a company (شناسه ملی 11 digits) or a person (کد ملی 10 digits). */
export const documentPartySchema = z
  .object({
    kind: z.enum(['company', 'person']),
    name: z.string(),
    nationalId: z.string().nullable().describe('شناسه ملی of a company or کد ملی of a person'),
    economicCode: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    postalCode: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'DocumentParty' });
export type DocumentParty = z.infer<typeof documentPartySchema>;

export const documentLineSchema = z
  .object({
    title: z.string(),
    /** The supplier's model or part code (Latin), printed inside the Persian title's row. */
    modelCode: z.string().nullable(),
    /**
     * شناسه کالا/خدمت of the tax system (13 digits), copied from the product when the document was issued; null
     * when the product had none; absent on documents issued before products carried it.
     */
    productCode: z.string().nullable().optional(),
    quantity: z.number().positive(),
    unit: z.string(),
    unitPriceRials: rialsSchema,
    /** round(quantity × unit price), shares of the rounding given so that the lines sum to the goods. */
    amountRials: rialsSchema,
    discountRials: rialsSchema,
    vatRials: rialsSchema,
  })
  .meta({ id: 'DocumentLine' });
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentTotalsSchema = z
  .object({
    goodsRials: rialsSchema,
    discountRials: rialsSchema,
    shippingRials: rialsSchema,
    vatBasisPoints: z.number().int().min(0).max(10_000),
    vatRials: rialsSchema,
    totalRials: rialsSchema.describe('goods − discount + shipping + VAT'),
    totalInWords: z.string(),
  })
  .meta({ id: 'DocumentTotals' });
export type DocumentTotals = z.infer<typeof documentTotalsSchema>;

export const tradeDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DOCUMENT_KINDS),
    invoiceType: z.enum(INVOICE_TYPES).nullable(),
    number: z.string().describe('The number in the seller’s own series, e.g. PF-1405-000012 or 1405-000003'),
    serial: z.number().int(),
    jalaliYear: z.number().int(),
    tradeRequestId: z.number().int(),
    quoteId: z.number().int().nullable(),
    merchantId: z.number().int(),
    referencesDocumentId: z.number().int().nullable(),
    referencesNumber: z.string().nullable(),
    /** Corrections issued against this invoice, newest first. */
    correctedBy: z.array(z.object({ id: z.number().int(), number: z.string(), invoiceType: z.enum(INVOICE_TYPES) })),
    seller: documentPartySchema,
    buyer: documentPartySchema,
    lines: z.array(documentLineSchema),
    totals: documentTotalsSchema,
    validUntil: z.string().nullable().describe('ISO day: a proforma’s prices hold until then'),
    paymentTerms: z.string(),
    deliveryTerms: z.string(),
    /** The buyer's purchase order number, when their company's procurement gave one (issue 32). */
    purchaseOrderNumber: z.string().nullable(),
    note: z.string(),
    issuedAt: z.string(),
  })
  .meta({ id: 'TradeDocument' });
export type TradeDocument = z.infer<typeof tradeDocumentSchema>;

export const documentAnswerSchema = z.object({ document: tradeDocumentSchema.nullable() });

export const invoiceRowSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    invoiceType: z.enum(INVOICE_TYPES),
    tradeRequestId: z.number().int(),
    sellerName: z.string(),
    buyerName: z.string(),
    totalRials: rialsSchema,
    vatRials: rialsSchema,
    issuedAt: z.string(),
    corrected: z.boolean().describe('A correction references it'),
  })
  .meta({ id: 'InvoiceRow' });
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** The supplier's or buyer's invoices: by kind, and by Jalali days (`1405/09/01`, any digits) in Tehran. */
export const invoiceFilterSchema = z.object({
  invoiceType: z.enum(INVOICE_TYPES, { error: 'oneOf' }).optional(),
  from: z.string().trim().max(12).optional(),
  to: z.string().trim().max(12).optional(),
});

export const correctionInputSchema = z.object({
  invoiceType: z.enum(CORRECTION_TYPES, { error: 'oneOf' }),
  reason: z.string().trim().min(3, { error: 'minLength' }).max(500),
  /** For اصلاحی and برگشت از فروش: each changed line by its index, with its new quantity and unit price. */
  lines: z
    .array(
      z.object({
        index: z.number().int().min(0).max(200),
        quantity: z.number().positive({ error: 'positive' }).max(1_000_000_000),
        unitPriceRials: rialsSchema,
      }),
    )
    .max(200)
    .default([]),
});
export type CorrectionInput = z.input<typeof correctionInputSchema>;

/** A supplier's legal identity, printed as the seller on its documents. */
export const sellerIdentitySchema = z
  .object({
    legalName: z.string(),
    nationalId: z.string(),
    economicCode: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    postalCode: z.string(),
    address: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'SellerIdentity' });
export type SellerIdentity = z.infer<typeof sellerIdentitySchema>;
export const sellerIdentityAnswerSchema = z.object({ identity: sellerIdentitySchema.nullable() });

const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(max).nullable());
/** Digits may come Persian, Arabic-Indic or Latin; the API normalises and checks them. */
export const sellerIdentityUpdateSchema = z.object({
  legalName: requiredText(200),
  nationalId: requiredText(20),
  economicCode: optionalText(24),
  registrationNumber: optionalText(20),
  postalCode: requiredText(14),
  address: requiredText(300),
  phone: requiredText(20),
});
export type SellerIdentityUpdate = z.input<typeof sellerIdentityUpdateSchema>;
