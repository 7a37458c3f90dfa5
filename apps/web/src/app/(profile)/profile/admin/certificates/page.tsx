// /profile/admin/certificates: certificates suppliers submitted (decision 043), pending first. Staff open the scan,
// check the number, issuer and dates against it, and approve, or refuse with a reason the supplier reads. Approved
// and unexpired, a certificate shows on the supplier page. Staff only.
import { CERTIFICATE_STATUSES, type CertificateStatus } from '@bazaar/contracts/trust-certificates';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { reviewCertificate } from '@/features/trust/certificate-actions';
import { CERTIFICATE_STATUS_LABELS, CertificateCard } from '@/features/trust/certificate-card';
import { staffCertificatesApi } from '@/features/trust/certificates-data.server';
import { certificateFileHref, STAFF_CERTIFICATES_PATH as PATH } from '@/features/trust/trust-links';
import { firstParam, parsePageParam } from '@/lib/route-params';

const PAGE_SIZE = 20;
const NOTICES: Record<string, string> = {
  approved: 'گواهی تأیید شد؛ تا تاریخ انقضا در صفحهٔ تأمین‌کننده نمایش داده می‌شود.',
  refused: 'گواهی رد شد؛ تأمین‌کننده دلیل را در فهرست گواهی‌های خود می‌بیند.',
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'گواهی‌های تأمین‌کنندگان', robots: { index: false, follow: false } };
}

export default async function StaffCertificatesPage({ searchParams }: PageProps<'/profile/admin/certificates'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const requested = firstParam(params.status);
  const status: CertificateStatus = CERTIFICATE_STATUSES.find((s) => s === requested) ?? 'pending';
  const api = await staffCertificatesApi(PATH);
  if (!api) forbidden();
  const list = await api.staffCertificates({ query: { page, pageSize: PAGE_SIZE, status } });
  const noticeText = NOTICES[firstParam(params.notice) ?? ''];
  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">گواهی‌های تأمین‌کنندگان</h1>
        <p className="mt-1 text-slate-700">
          فایل گواهی را باز کنید و شماره، صادرکننده و تاریخ‌ها را با آن مقایسه کنید؛ گواهی تأییدشده تا تاریخ انقضا در
          صفحهٔ تأمین‌کننده نمایش داده می‌شود و ۳۰ روز پیش از انقضا به مالک پیامک می‌رسد.
        </p>
      </header>
      <NoticeBanner notice={noticeText ? { ok: true, text: noticeText } : null} />
      <StateTabs
        label="گواهی‌ها"
        states={CERTIFICATE_STATUSES}
        labels={CERTIFICATE_STATUS_LABELS}
        current={status}
        href={(s) => `${PATH}?status=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(list.total)} گواهی</p>
      {list.items.length === 0 ? (
        <EmptyState title="گواهی‌ای در این فهرست نیست">فهرست دیگر را ببینید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((c) => (
            <li key={c.id}>
              <CertificateCard certificate={c}>
                <p className="text-sm text-slate-700">
                  تأمین‌کننده: {toPersianDigitsInText(c.merchantName)} ·{' '}
                  <a
                    href={certificateFileHref(c.id)}
                    className="text-brand-800 underline"
                    target="_blank"
                    rel="noopener"
                  >
                    فایل گواهی ({c.fileName})
                  </a>
                </p>
                {c.status === 'pending' ? (
                  <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
                    <ActionForm action={reviewCertificate} label={`تأیید گواهی ${toPersianDigits(c.id)}`}>
                      <FormMessage />
                      <input type="hidden" name="certificateId" value={c.id} />
                      <input type="hidden" name="decision" value="approve" />
                      <SubmitButton className={buttonClass('primary')}>تأیید گواهی</SubmitButton>
                    </ActionForm>
                    <ActionForm
                      action={reviewCertificate}
                      label={`رد گواهی ${toPersianDigits(c.id)}`}
                      className="flex flex-col gap-2"
                    >
                      <FormMessage />
                      <input type="hidden" name="certificateId" value={c.id} />
                      <input type="hidden" name="decision" value="refuse" />
                      <TextArea
                        idPrefix={`refuse-${c.id}`}
                        name="reason"
                        label="دلیل رد (تأمین‌کننده می‌خواند)"
                        rows={2}
                        maxLength={500}
                      />
                      <div>
                        <SubmitButton className={buttonClass('secondary')}>رد گواهی</SubmitButton>
                      </div>
                    </ActionForm>
                  </div>
                ) : null}
              </CertificateCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(list.total / PAGE_SIZE)}
        hrefFor={(n) => `${PATH}?status=${status}${n > 1 ? `&page=${n}` : ''}`}
      />
    </div>
  );
}
