// Certificates reviewed by staff with expiry (issue 32, decision 043): the owner submits one with a private file,
// members read the merchant's list, staff approve or refuse it with a reason, the public reads approved unexpired
// ones, and a daily job texts the owner once per certificate 30 days before it expires.
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_NOTICE_DAYS,
  type Certificate,
  type CertificateInput,
  type CertificateReviewInput,
  type CertificateStatus,
  type PublicCertificate,
} from '@bazaar/contracts/trust-certificates';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { MerchantAccess } from '../customers/merchant-access.js';
import type { FilesService } from '../files/files.service.js';
import type { SmsProvider } from '../identity/sms.js';
import { type CertificateRow, createCertificatesRepo } from './certificates.repo.js';
import { DAY_MS, fieldError } from './trust-context.js';
import { createTrustLookupsRepo } from './trust-lookups.repo.js';

export interface CertificateDeps {
  db: Database;
  access: Pick<MerchantAccess, 'membership' | 'owners'>;
  files: Pick<FilesService, 'ownedFile' | 'anyFile'>;
  sms: Pick<SmsProvider, 'sendText'>;
  now: () => Date;
  /** Tells the site a supplier's public page changed (its cached copy expires; decision 062). */
  pageChanged?: (merchantId: number) => Promise<void>;
}

/** The calendar day in Tehran (YYYY-MM-DD): a certificate is valid through its expiry date. */
export const tehranDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at);

const NOT_YOURS = 'تأمین‌کنندهٔ مورد نظر یافت نشد.';
const NOT_FOUND = 'گواهی مورد نظر یافت نشد.';

const titleOf = (row: Pick<CertificateRow, 'kind' | 'title'>) => row.title ?? CERTIFICATE_KIND_LABELS[row.kind];

const toPublic = (row: CertificateRow): PublicCertificate => ({
  id: row.id,
  kind: row.kind,
  title: titleOf(row),
  number: row.number,
  issuer: row.issuer,
  issuedOn: row.issuedOn,
  expiresOn: row.expiresOn,
  approvedAt: (row.reviewedAt ?? row.createdAt).toISOString(),
});

const toCertificate = (row: CertificateRow, today: string): Certificate => ({
  ...toPublic(row),
  merchantId: row.merchantId,
  merchantName: row.merchantName,
  status: row.status,
  expired: row.expiresOn < today,
  refusalReason: row.refusalReason,
  fileId: row.fileId,
  fileName: row.fileName,
  approvedAt: row.status === 'approved' && row.reviewedAt ? row.reviewedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** The field errors the contract cannot tell alone: the dates' order and a file that is the caller's upload. */
async function checkInput(deps: CertificateDeps, userId: number, input: CertificateInput) {
  const errors = [];
  if (input.expiresOn <= input.issuedOn)
    errors.push(fieldError('body.expiresOn', 'min', 'تاریخ انقضا باید پس از تاریخ صدور باشد.'));
  if (input.kind === 'other' && !input.title)
    errors.push(fieldError('body.title', 'required', 'نام گواهی را بنویسید (مثلاً «گواهی CE»).'));
  const file = await deps.files.ownedFile(userId, input.fileId).catch(() => undefined);
  if (!file) errors.push(fieldError('body.fileId', 'required', 'فایل گواهی را بارگذاری کنید؛ فایل نامبرده یافت نشد.'));
  else if (file.isPublic)
    errors.push(fieldError('body.fileId', 'oneOf', 'فایل گواهی باید خصوصی بارگذاری شود؛ آن را دوباره بارگذاری کنید.'));
  if (errors.length > 0 || !file) throw new AppError('VALIDATION_FAILED', { errors });
  return file;
}

export function createCertificates(deps: CertificateDeps) {
  const repo = createCertificatesRepo(deps.db);
  const today = () => tehranDay(deps.now());
  const member = async (userId: number, merchantId: number, owner: boolean) => {
    const role = (await deps.access.membership(userId, merchantId))?.role;
    if (!role) throw new AppError('NOT_FOUND', { detail: NOT_YOURS });
    if (owner && role !== 'owner') throw new AppError('FORBIDDEN', { detail: 'گواهی را مالک تأمین‌کننده ثبت می‌کند.' });
  };
  const read = async (id: number) => {
    const row = await repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND });
    return row;
  };

  return {
    async own(userId: number, merchantId: number) {
      await member(userId, merchantId, false);
      const day = today();
      return (await repo.ofMerchant(merchantId)).map((row) => toCertificate(row, day));
    },
    async add(userId: number, merchantId: number, input: CertificateInput) {
      await member(userId, merchantId, true);
      const file = await checkInput(deps, userId, input);
      const clean = (text: string) => normalizePersian(text).trim();
      const id = await repo.insert({
        merchantId,
        kind: input.kind,
        title: input.kind === 'other' && input.title ? clean(input.title) : null,
        number: clean(input.number),
        issuer: clean(input.issuer),
        issuedOn: input.issuedOn,
        expiresOn: input.expiresOn,
        fileId: file.id,
        fileName: file.fileName,
        submittedByUserId: userId,
      });
      return toCertificate(await read(id), today());
    },
    async publicOf(merchantId: number) {
      if (!(await createTrustLookupsRepo(deps.db).confirmedMerchant(merchantId)))
        throw new AppError('NOT_FOUND', { detail: NOT_YOURS });
      return (await repo.counting(merchantId, today())).map(toPublic);
    },
    async staffList(q: { status?: CertificateStatus; page: number; pageSize: number }) {
      const { items, total } = await repo.staffPage(q);
      const day = today();
      return { items: items.map((row) => toCertificate(row, day)), total, page: q.page, pageSize: q.pageSize };
    },
    async review(staffUserId: number, id: number, input: CertificateReviewInput) {
      await read(id);
      const decided = await repo.decide(id, {
        status: input.decision === 'approve' ? 'approved' : 'refused',
        refusalReason: input.decision === 'refuse' ? normalizePersian(input.reason).trim() : null,
        by: staffUserId,
        at: deps.now(),
      });
      if (!decided) throw new AppError('TRUST_CERTIFICATE_DECIDED');
      const row = await read(id);
      // An approved certificate shows on the supplier's public page at once, not when its cached copy expires.
      await deps.pageChanged?.(row.merchantId);
      return toCertificate(row, today());
    },
    async file(id: number) {
      return deps.files.anyFile((await read(id)).fileId);
    },
    /** The daily job: texts the owners of each approved certificate expiring within 30 days, once. */
    async noticeExpiring() {
      const now = deps.now();
      const until = tehranDay(new Date(now.getTime() + CERTIFICATE_NOTICE_DAYS * DAY_MS));
      const claimed = await repo.claimExpiring(tehranDay(now), until, now);
      for (const cert of claimed) {
        const text = `بازار صنعت: ${titleOf(cert)} شمارهٔ ${cert.number} شما در ${toPersianDigits(
          formatJalaliDate(new Date(`${cert.expiresOn}T12:00:00Z`)),
        )} منقضی می‌شود. برای ادامهٔ نمایش، گواهی تمدیدشده را بارگذاری کنید.`;
        const owner = (await deps.access.owners([cert.merchantId])).get(cert.merchantId);
        const phone = owner === undefined ? undefined : await repo.phoneOf(owner);
        if (phone) await deps.sms.sendText(phone, text);
      }
      return claimed.length;
    },
  };
}
export type Certificates = ReturnType<typeof createCertificates>;
