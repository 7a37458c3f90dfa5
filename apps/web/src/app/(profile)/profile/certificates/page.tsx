// /profile/certificates: the supplier's certificates (decision 043) with their review — pending, approved, refused
// with staff's reason, or «منقضی شده» once past the expiry date (only the supplier sees that) — and the owner's
// form to submit one. Members read it; the owner submits.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { orLogin } from '@/features/auth/session.server';
import { currentPayoutMerchant } from '@/features/payouts/payouts-data.server';
import { CertificateCard } from '@/features/trust/certificate-card';
import { CertificateForm } from '@/features/trust/certificate-form';
import { certificatesApi } from '@/features/trust/certificates-data.server';
import { SUPPLIER_CERTIFICATES_PATH, supplierCertificatesHref } from '@/features/trust/trust-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'گواهی‌ها و استانداردها', robots: { index: false, follow: false } };

export default async function SupplierCertificatesPage({ searchParams }: PageProps<'/profile/certificates'>) {
  const params = await searchParams;
  const { merchant } = await currentPayoutMerchant(
    SUPPLIER_CERTIFICATES_PATH,
    parsePublicId(firstParam(params.merchantId) ?? ''),
  );
  if (!merchant)
    return (
      <EmptyState title="هنوز تأمین‌کننده نیستید">
        گواهی‌ها برای اعضای تأمین‌کنندگان است. <Link href="/profile/supplier-registration">ثبت‌نام تأمین‌کننده</Link>
      </EmptyState>
    );
  const path = supplierCertificatesHref(merchant.id);
  const api = await certificatesApi(path);
  const list = await orLogin(api.certificates.ownCertificates({ params: { id: merchant.id } }), path);
  const submitted = firstParam(params.notice) === 'submitted';
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">گواهی‌ها و استانداردها</h1>
        <p className="mt-1 text-slate-700">
          گواهی‌ای که کارشناس بازار صنعت با فایل آن مقایسه و تأیید کند، با شماره، صادرکننده و تاریخ انقضا در صفحهٔ شما
          نمایش داده می‌شود تا تاریخ انقضا؛ ۳۰ روز پیش از انقضا به مالک پیامک می‌رسد.
        </p>
      </header>
      <NoticeBanner
        notice={submitted ? { ok: true, text: 'گواهی ثبت شد و پس از بررسی کارشناس نمایش داده می‌شود.' } : null}
      />
      {list.length === 0 ? (
        <EmptyState title="هنوز گواهی‌ای ثبت نکرده‌اید">گواهی نخست را با فرم زیر ثبت کنید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((c) => (
            <li key={c.id}>
              <CertificateCard certificate={c} />
            </li>
          ))}
        </ul>
      )}
      {merchant.role === 'owner' ? (
        <section aria-labelledby="certificate-form-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="certificate-form-heading" className="mb-4 text-lg font-bold text-slate-900">
            ثبت گواهی تازه
          </h2>
          <CertificateForm merchantId={merchant.id} />
        </section>
      ) : (
        <p className="text-slate-700">گواهی را مالک تأمین‌کننده ثبت می‌کند.</p>
      )}
    </div>
  );
}
