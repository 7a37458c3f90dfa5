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
        // `.chk` (globals.css) styles each check, its icon and its date: no utility lists on each (issue 34).
        <ul className="chk" data-testid="supplier-checks">
          {checks.map((c) => (
            <li key={c.check}>
              <span aria-hidden="true" className="ic ic-check" />
              <span>
                {`${VERIFICATION_CHECK_LABELS[c.check]}${c.count === undefined ? '' : ` (${toPersianDigits(c.count)} گواهی)`}`}
              </span>
              <span>{`— ${formatJalaliDate(c.at)}`}</span>
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
      {/* `.certs` (globals.css): one class for the cards, their titles and facts (issue 34). */}
      <ul className="certs">
        {certificates.map((c) => (
          <li key={c.id} data-testid="supplier-certificate">
            <p>{c.title}</p>
            <dl>
              <div>
                <dt>شماره: </dt>
                <dd dir="ltr">{c.number}</dd>
              </div>
              <div>
                <dt>صادرکننده: </dt>
                <dd>{toPersianDigitsInText(c.issuer)}</dd>
              </div>
              <div>
                <dt>معتبر تا: </dt>
                <dd>{jalaliDay(c.expiresOn)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
