// The supplier page's certificates (decision 043): only those staff approved after comparing them with the scan,
// and only until their expiry date, each with its number, issuer and expiry in the Jalali calendar.
import type { PublicCertificate } from '@bazaar/contracts/trust-certificates';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { jalaliDay } from './certificate-card';

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
