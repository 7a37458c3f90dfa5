// The supplier page's «what was checked and when» (issue 32, decision 043): the checks that passed with their
// Jalali dates, then the certificates staff approved after comparing them with the scan, shown only until their
// expiry date, each with its number, issuer and expiry.
import {
  type PublicCertificate,
  VERIFICATION_CHECK_LABELS,
  type VerificationChecks,
} from '@bazaar/contracts/trust-certificates';
import { VERIFICATION_HELP_HREF } from '@bazaar/contracts/verification-levels';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import { jalaliDay } from './certificate-card';

export function SupplierChecks({ checks }: { checks: VerificationChecks }) {
  return (
    <section aria-labelledby="supplier-checks-heading" className="mt-10">
      <h2 id="supplier-checks-heading" className="text-xl font-bold text-slate-900">
        آنچه بررسی شده
      </h2>
      {checks.length === 0 ? (
        <p className="mt-2 text-slate-700">هنوز هیچ موردی از این تأمین‌کننده بررسی نشده است.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="supplier-checks">
          {checks.map((c) => (
            <li key={c.check} className="flex flex-wrap gap-x-2 text-slate-800">
              <span aria-hidden="true" className="ic ic-check text-green-700" />
              <span>
                {VERIFICATION_CHECK_LABELS[c.check]}
                {c.count === undefined ? '' : ` (${toPersianDigits(c.count)} گواهی)`}
              </span>
              <span className="text-slate-600">— {formatJalaliDate(c.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <Link href={VERIFICATION_HELP_HREF} prefetch={false} className="text-brand-800 underline">
          هر نشان احراز چه چیزی را بررسی کرده است؟
        </Link>
      </p>
    </section>
  );
}

export function SupplierCertificates({ certificates }: { certificates: PublicCertificate[] }) {
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="supplier-certificates-heading" className="mt-10">
      <h2 id="supplier-certificates-heading" className="text-xl font-bold text-slate-900">
        گواهی‌های بررسی‌شده
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        کارشناس بازار صنعت هر گواهی را با فایل آن مقایسه و تأیید کرده است؛ گواهی پس از تاریخ انقضا از این فهرست برداشته
        می‌شود.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {certificates.map((c) => (
          <li key={c.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="supplier-certificate">
            <p className="font-bold text-slate-900">{c.title}</p>
            <dl className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
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
                <dt className="inline">معتبر تا: </dt>
                <dd className="inline">{jalaliDay(c.expiresOn)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
