// سامانه مودیان (issue 31, docs/decisions/042-tax-system.md): a seller's tax profile (its tax memory id, private
// key and certificate, kept encrypted and never shown again) and the submission of each official invoice to the
// tax organisation's system, with its state as the system and the buyer answer.
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { defineEndpoint } from './endpoint';
import { pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

/** شناسه یکتای حافظه مالیاتی: six Latin capitals and digits, as the tax organisation issues it. */
export const TAX_MEMORY_ID_PATTERN = /^[A-Z0-9]{6}$/;

export const TAX_SUBMISSION_STATES = [
  'not_sent',
  'queued',
  'sent',
  'accepted',
  'rejected',
  'failed',
  'buyer_accepted',
  'buyer_rejected',
] as const;
export const taxSubmissionStateSchema = z
  .enum(TAX_SUBMISSION_STATES, { error: 'oneOf' })
  .meta({ id: 'TaxSubmissionState' });
export type TaxSubmissionState = z.infer<typeof taxSubmissionStateSchema>;

/** What each state means to the seller, in Persian. */
export const TAX_SUBMISSION_STATE_LABELS: Record<TaxSubmissionState, string> = {
  not_sent: 'ارسال نشده',
  queued: 'در صف ارسال',
  sent: 'ارسال شده؛ در انتظار نتیجه',
  accepted: 'پذیرفته‌شده در سامانه مودیان',
  rejected: 'رد شده توسط سامانه مودیان',
  failed: 'ارسال ناموفق ماند',
  buyer_accepted: 'تأییدشده توسط خریدار',
  buyer_rejected: 'ردشده توسط خریدار',
};

/** The tax systems the API can send to: the built-in offline sandbox, or the tax organisation's own API. */
export const TAX_SYSTEMS = ['sandbox', 'moadian'] as const;
export type TaxSystemKind = (typeof TAX_SYSTEMS)[number];

const pem = (max: number) => z.string().trim().min(1).max(max);

/** Saving (or replacing) the seller's tax profile: all three are needed each time. */
export const taxProfileBodySchema = z.object({
  /** Read in capitals; Persian or Arabic digits are read as Latin. */
  memoryId: z.string().trim().min(1).max(12),
  privateKeyPem: pem(16_000),
  certificatePem: pem(16_000),
});
export type TaxProfileBody = z.infer<typeof taxProfileBodySchema>;

/** What the API shows of a saved profile: never the key or the certificate themselves. */
export const taxProfileSchema = z
  .object({
    merchantId: z.number().int(),
    memoryId: z.string(),
    savedAt: z.string(),
    certificateSubject: z.string(),
    certificateExpiresAt: z.string(),
  })
  .meta({ id: 'TaxProfile' });
export type TaxProfile = z.infer<typeof taxProfileSchema>;

export const taxProfileAnswerSchema = z
  .object({
    profile: taxProfileSchema.nullable(),
    /** Where submissions go: the sandbox answers offline, moadian is the tax organisation's API. */
    system: z.enum(TAX_SYSTEMS),
    /** Whether the caller may replace the profile (the merchant's owner). */
    canManage: z.boolean(),
  })
  .meta({ id: 'TaxProfileAnswer' });
export type TaxProfileAnswer = z.infer<typeof taxProfileAnswerSchema>;

export const taxReasonSchema = z.object({ code: z.string(), message: z.string() }).meta({ id: 'TaxReason' });
export type TaxReason = z.infer<typeof taxReasonSchema>;

export const taxSubmissionSchema = z
  .object({
    invoiceId: z.string(),
    merchantId: z.number().int(),
    /** شماره منحصر به فرد مالیاتی (22 characters), once the invoice was prepared for sending. */
    taxId: z.string().nullable(),
    state: taxSubmissionStateSchema,
    /** The system's (or the buyer's) reasons for a rejection, as it gave them. */
    reasons: z.array(taxReasonSchema),
    /** The last failure to reach the system, in Persian, while it is retried or after it gave up. */
    lastError: z.string().nullable(),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    referenceNumber: z.string().nullable(),
    sentAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** Whether the caller may send it now (a member with the right, in a state that allows it). */
    canSend: z.boolean(),
  })
  .meta({ id: 'TaxSubmission' });
export type TaxSubmission = z.infer<typeof taxSubmissionSchema>;

/** An official invoice's id (the invoices module's), in the path. */
export const invoiceParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalid' }) });

export const taxSubmissionsQuerySchema = pagingQuerySchema.extend({
  state: taxSubmissionStateSchema.optional(),
  /**
   * Up to 100 invoice ids, comma separated: the state of each, in this order, in one answer (an invoice list's
   * page asks once for its rows). An id without a submission of this merchant reads as not sent; `page` and
   * `state` are then ignored.
   */
  invoiceIds: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$/, { error: 'invalid' })
    .optional(),
});

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
const tags = ['tax-system'] as const;
const merchants = { object: 'ownMerchant', params: idParamSchema } as const;
const invoices = { object: 'taxInvoice', params: invoiceParamSchema } as const;

export const taxSystemEndpoints = {
  taxProfile: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/tax-profile',
    summary:
      'The merchant’s tax profile for سامانه مودیان: memory id, when saved, the certificate’s subject and expiry',
    tags,
    access: 'agent',
    staffReads: true,
    ...merchants,
    responses: { 200: taxProfileAnswerSchema, ...errors },
  }),
  saveTaxProfile: defineEndpoint({
    method: 'PUT',
    path: '/merchants/:id/tax-profile',
    summary: 'Owner: save or replace the tax memory id, private key and certificate (kept encrypted, never shown)',
    tags,
    access: 'owner',
    ...merchants,
    body: taxProfileBodySchema,
    responses: { 200: taxProfileAnswerSchema, ...errors },
  }),
  taxSubmissions: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/tax-submissions',
    summary:
      'The merchant’s invoices sent to سامانه مودیان and their states, newest first; or the states of the listed invoiceIds',
    tags,
    access: 'agent',
    staffReads: true,
    ...merchants,
    query: taxSubmissionsQuerySchema,
    responses: { 200: pageOf(taxSubmissionSchema), ...errors },
  }),
  taxSubmission: defineEndpoint({
    method: 'GET',
    path: '/invoices/:id/tax-submission',
    summary: 'The state of an official invoice in سامانه مودیان (not sent when it never was)',
    tags,
    access: 'agent',
    staffReads: true,
    ...invoices,
    responses: { 200: taxSubmissionSchema, ...errors },
  }),
  sendTaxSubmission: defineEndpoint({
    method: 'POST',
    path: '/invoices/:id/tax-submission',
    summary: 'Send (or send again after a rejection or failure) an official invoice to سامانه مودیان',
    tags,
    access: 'agent',
    ...invoices,
    responses: { 202: taxSubmissionSchema, ...errors },
  }),
};
