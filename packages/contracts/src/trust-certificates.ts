// Certificates reviewed by staff (issue 32 «verification that is checked», decision 043): a supplier uploads a
// certificate (ISO 9001, ISO 14001, a national standard licence or another) with its number, issuer, dates and a
// private file; staff approve or refuse it with a reason; approved, unexpired ones show on the supplier page.
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { fileDownloadResponses } from './files';
import { idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

export const CERTIFICATE_KINDS = ['iso9001', 'iso14001', 'national_standard', 'other'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  iso9001: 'ISO 9001 (مدیریت کیفیت)',
  iso14001: 'ISO 14001 (مدیریت زیست‌محیطی)',
  national_standard: 'پروانهٔ کاربرد علامت استاندارد ملی',
  other: 'گواهی دیگر',
};
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'refused'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
/** The supplier is texted this many days before an approved certificate expires (once per certificate). */
export const CERTIFICATE_NOTICE_DAYS = 30;

const day = z.iso.date().describe('YYYY-MM-DD (Gregorian; pages show it in the Jalali calendar)');

export const certificateInputSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  /** Required for `other`: what the certificate is (e.g. «گواهی CE»). */
  title: z.string().trim().max(120).optional(),
  number: z.string().trim().min(1).max(80),
  issuer: z.string().trim().min(2).max(160),
  issuedOn: day,
  expiresOn: day,
  /** A private upload of the certificate's scan or PDF (POST /files with isPublic=false). */
  fileId: z.string().trim().min(1).max(100),
});
export type CertificateInput = z.infer<typeof certificateInputSchema>;

/** A certificate as the public reads it: only approved, unexpired ones are shown. */
export const publicCertificateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  number: z.string(),
  issuer: z.string(),
  issuedOn: day,
  expiresOn: day,
  approvedAt: z.iso.datetime(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** A certificate as its supplier and staff read it, with its review and whether it has expired. */
export const certificateSchema = publicCertificateSchema.extend({
  merchantId: z.number().int(),
  merchantName: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  expired: z.boolean(),
  refusalReason: z.string().nullable(),
  fileId: z.string(),
  fileName: z.string(),
  approvedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateReviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse'), reason: z.string().trim().min(5).max(500) }),
]);
export type CertificateReviewInput = z.infer<typeof certificateReviewInputSchema>;

/** What the site checked of a supplier (issue 32), each with when: only checks that passed are listed. */
export const VERIFICATION_CHECKS = [
  'registration',
  'mobile',
  'legalId',
  'legalIdRegistry',
  'economicCode',
  'economicCodeRegistry',
  'bankAccount',
  'bankAccountHolder',
  'certificates',
] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];
export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  registration: 'ثبت‌نام تأمین‌کننده را کارشناس بازار صنعت بررسی و تأیید کرد',
  mobile: 'شمارهٔ همراه مالک حساب با کد یکبار مصرف تأیید شد',
  legalId: 'رقم کنترل شناسهٔ ملی شرکت درست است (بدون استعلام از ثبت شرکت‌ها)',
  legalIdRegistry: 'شناسهٔ ملی شرکت در استعلام از ثبت شرکت‌ها یافت شد و شرکت فعال است',
  economicCode: 'رقم کنترل کد اقتصادی شرکت درست است (بدون استعلام از سازمان امور مالیاتی)',
  economicCodeRegistry:
    'کد اقتصادی شرکت همان شناسهٔ ملی است که در استعلام از ثبت شرکت‌ها یافت شد (از سازمان امور مالیاتی جداگانه استعلام نشده است)',
  bankAccount: 'حساب بانکی با شبا ثبت شده (نام صاحب حساب تطبیق داده نشده است)',
  bankAccountHolder: 'نام صاحب حساب بانکی در استعلام شبا با نام ثبتی شرکت یکی است',
  certificates: 'گواهی‌های تأییدشدهٔ کارشناس',
};
export const verificationChecksSchema = z.array(
  z.object({
    check: z.enum(VERIFICATION_CHECKS),
    at: z.iso.datetime().describe('When it was checked (or last changed, for the identity on the invoices)'),
    count: z.number().int().optional().describe('For certificates: how many approved ones have not expired'),
  }),
);
export type VerificationChecks = z.infer<typeof verificationChecksSchema>;

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['trust'] as const;
const idParams = z.object({ id: idSchema });
const ownMerchant = { object: 'ownMerchant', params: idParams } as const;

export const certificateEndpoints = {
  ownCertificates: defineEndpoint({
    method: 'GET',
    path: '/merchants/:id/certificates',
    summary: 'The merchant’s certificates with their review and expiry (members)',
    tags,
    access: 'agent',
    ...ownMerchant,
    responses: { 200: z.array(certificateSchema), ...errors },
  }),
  addCertificate: defineEndpoint({
    method: 'POST',
    path: '/merchants/:id/certificates',
    summary: 'Owner: submit a certificate with its number, issuer, dates and file for staff review',
    tags,
    access: 'owner',
    ...ownMerchant,
    body: certificateInputSchema,
    responses: { 201: certificateSchema, ...errors },
  }),
  supplierCertificates: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/certificates',
    summary: 'The supplier’s approved certificates that have not expired',
    tags,
    access: 'public',
    object: 'supplier',
    params: idParams,
    responses: { 200: z.array(publicCertificateSchema), ...errors },
  }),
  supplierChecks: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/checks',
    summary: 'What the site checked of the supplier and when (only the checks that passed)',
    tags,
    access: 'public',
    object: 'supplier',
    params: idParams,
    responses: { 200: verificationChecksSchema, ...errors },
  }),
  staffCertificates: defineEndpoint({
    method: 'GET',
    path: '/admin/certificates',
    summary: 'Staff: certificates to review (pending first), or by status',
    tags,
    access: 'staff',
    query: pagingQuerySchema.extend({ status: z.enum(CERTIFICATE_STATUSES).optional() }),
    responses: { 200: pageOf(certificateSchema), ...errors },
  }),
  reviewCertificate: defineEndpoint({
    method: 'POST',
    path: '/admin/certificates/:id/review',
    summary: 'Staff approve a certificate, or refuse it with a reason its supplier reads',
    tags,
    access: 'staff',
    params: idParams,
    body: certificateReviewInputSchema,
    responses: { 200: certificateSchema, ...errors },
  }),
  certificateFile: defineEndpoint({
    method: 'GET',
    path: '/admin/certificates/:id/file',
    summary: 'Staff: the certificate’s private file, to review it',
    tags,
    access: 'staff',
    params: idParams,
    produces: '*/*',
    responses: fileDownloadResponses,
  }),
};
