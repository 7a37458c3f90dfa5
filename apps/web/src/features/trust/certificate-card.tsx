// One certificate as its supplier and staff read it (decision 043): what it is, its number, issuer and Jalali
// dates, its review (pending, approved, refused with the reason) and, once past its expiry date, «منقضی شده».
import {
  CERTIFICATE_KIND_LABELS,
  type Certificate,
  type CertificateStatus,
} from '@bazaar/contracts/trust-certificates';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { ReactNode } from 'react';

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  pending: 'در انتظار بررسی کارشناس',
  approved: 'تأییدشده',
  refused: 'ردشده',
};

/** A day of the API (YYYY-MM-DD) in the Jalali calendar. */
export const jalaliDay = (day: string) => formatJalaliDate(`${day}T12:00:00Z`);

export function certificateStatusText(c: Pick<Certificate, 'status' | 'expired'>) {
  return c.status === 'approved' && c.expired ? 'منقضی شده' : CERTIFICATE_STATUS_LABELS[c.status];
}

export function CertificateCard({ certificate: c, children }: { certificate: Certificate; children?: ReactNode }) {
  const expired = c.status === 'approved' && c.expired;
  const tone = expired || c.status === 'refused' ? 'text-red-800' : c.status === 'approved' ? 'text-green-800' : '';
  return (
    <article className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">{c.title}</h3>
        <span className={`text-sm font-medium ${tone || 'text-slate-700'}`}>{certificateStatusText(c)}</span>
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline">نوع: </dt>
          <dd className="inline">{CERTIFICATE_KIND_LABELS[c.kind]}</dd>
        </div>
        <div>
          <dt className="inline">شماره: </dt>
          <dd className="inline" dir="ltr">
            {c.number}
          </dd>
        </div>
        <div>
          <dt className="inline">صادرکننده: </dt>
          <dd className="inline">{toPersianDigitsInText(c.issuer)}</dd>
        </div>
        <div>
          <dt className="inline">اعتبار: </dt>
          <dd className="inline">
            {jalaliDay(c.issuedOn)} تا {jalaliDay(c.expiresOn)}
          </dd>
        </div>
      </dl>
      {c.status === 'refused' && c.refusalReason ? (
        <p className="text-sm text-red-800">دلیل رد: {c.refusalReason}</p>
      ) : null}
      {children}
    </article>
  );
}
