// The deal's paperwork (issue 31, docs/decisions/041-the-deals-paperwork.md): a supplier's legal identity,
// the پیش‌فاکتور of a confirmed order and of each quote, official invoices (صورتحساب) in the seller's gapless
// series with their corrections, the supplier's and the buyer's invoice lists, and each document as PDF.
// Its schemas are in `paperwork-documents.ts`.
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { pageOf, pagingQuerySchema } from './paging';
import {
  correctionInputSchema,
  documentAnswerSchema,
  invoiceFilterSchema,
  invoiceRowSchema,
  sellerIdentityAnswerSchema,
  sellerIdentityUpdateSchema,
  tradeDocumentSchema,
} from './paperwork-documents';
import { problemSchema } from './problem';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  503: problemSchema,
};
const tags = ['paperwork'] as const;
const merchant = { object: 'ownMerchant', params: idParamSchema } as const;
/** A document's parties (the buyer, the seller's owner and agents) and staff, who read only. */
const documentParties = { access: 'agent', object: 'tradeDocument', staffReads: true, params: idParamSchema } as const;
const invoicesQuery = pagingQuerySchema.extend(invoiceFilterSchema.shape);

export const paperworkEndpoints = {
  sellerIdentity: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/legal-identity',
    summary: 'The supplier’s legal identity printed on its documents (legal name, شناسه ملی, کد اقتصادی…)',
    tags,
    access: 'agent',
    ...merchant,
    responses: { 200: sellerIdentityAnswerSchema, ...errors },
  }),
  /** 400 field errors such as `body.nationalId` (check digit) or `body.postalCode`, in Persian. */
  updateSellerIdentity: defineEndpoint({
    method: 'PUT',
    path: '/merchants/:id/legal-identity',
    summary: 'Owner: set the supplier’s legal identity; documents issued later copy it',
    tags,
    access: 'owner',
    ...merchant,
    body: sellerIdentityUpdateSchema,
    responses: { 200: sellerIdentityAnswerSchema, ...errors },
  }),
  orderProforma: defineEndpoint({
    method: 'GET',
    path: '/traderequests/:id/proforma',
    summary: 'The latest پیش‌فاکتور of the order (issued when the supplier confirmed it), or null',
    tags,
    access: 'agent',
    object: 'tradeRequest',
    staffReads: true,
    params: idParamSchema,
    responses: { 200: documentAnswerSchema, ...errors },
  }),
  quoteProforma: defineEndpoint({
    method: 'GET',
    path: '/tradequotes/:id/proforma',
    summary: 'The latest پیش‌فاکتور of a quote (issued when it was sent or revised), or null',
    tags,
    access: 'agent',
    object: 'tradeQuote',
    staffReads: true,
    params: idParamSchema,
    responses: { 200: documentAnswerSchema, ...errors },
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/documents/:id',
    summary: 'A proforma or official invoice, as it was issued',
    tags,
    ...documentParties,
    responses: { 200: tradeDocumentSchema, ...errors },
  }),
  documentPdf: defineEndpoint({
    method: 'GET',
    path: '/documents/:id/pdf',
    summary: 'The document as PDF (Persian, right to left, Vazirmatn embedded)',
    tags,
    ...documentParties,
    produces: 'application/pdf',
    responses: { 200: z.any().describe('The PDF'), ...errors },
  }),
  /** 409 when the invoice is itself a correction or was cancelled; 400 field errors on `body.lines`. */
  correctInvoice: defineEndpoint({
    method: 'POST',
    path: '/documents/:id/corrections',
    summary: 'Seller: issue a correcting invoice (اصلاحی، ابطالی، برگشت از فروش) referencing an original',
    tags,
    access: 'agent',
    object: 'tradeDocument',
    params: idParamSchema,
    body: correctionInputSchema,
    responses: { 201: tradeDocumentSchema, ...errors },
  }),
  soldInvoices: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/invoices',
    summary: 'The supplier’s official invoices, newest first, by kind and Jalali date range',
    tags,
    access: 'agent',
    ...merchant,
    query: invoicesQuery,
    responses: { 200: pageOf(invoiceRowSchema), ...errors },
  }),
  soldInvoicesCsv: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/invoices/csv',
    summary: 'The same invoices as CSV for the accountant (UTF-8 with BOM, Latin digits, Jalali dates)',
    tags,
    access: 'agent',
    ...merchant,
    query: invoiceFilterSchema,
    produces: 'text/csv',
    responses: { 200: z.any().describe('CSV'), ...errors },
  }),
  boughtInvoices: defineEndpoint({
    method: 'GET',
    path: '/customers/invoices',
    summary: 'The signed-in buyer’s official invoices, newest first',
    tags,
    access: 'user',
    query: invoicesQuery,
    responses: { 200: pageOf(invoiceRowSchema), ...errors },
  }),
};
