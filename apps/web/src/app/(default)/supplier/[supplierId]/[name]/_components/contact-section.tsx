// "Contact": how to reach the supplier and on which terms it sells.
import type { City } from '@bazaar/contracts/geography';
import type { SupplierDetail } from '@bazaar/contracts/suppliers';
import { formatNumberFa, toPersianDigits } from '@bazaar/fa/digits';
import type { ReactNode } from 'react';
import { GlobeIcon, MailIcon, MapPinIcon } from '@/components/ui/icons';
import { PhoneLink } from '@/features/suppliers/contact-links';
import { formatPlace, isWebUrl, websiteLabel } from '@/features/suppliers/supplier-display';
import { listSaleCities } from '@/features/suppliers/suppliers-api.server';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export async function ContactSection({ supplier }: { supplier: SupplierDetail }) {
  const sale = supplier.saleSetting;
  const saleCities: City[] = sale && sale.saleCityCount > 0 ? await listSaleCities(supplier.id) : [];
  const hasContact =
    supplier.phones.length > 0 || supplier.mobile || supplier.website || supplier.email || supplier.address;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="contact-ways-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h3 id="contact-ways-heading" className="text-lg font-bold text-slate-900">
          راه‌های ارتباط
        </h3>
        {hasContact ? (
          <dl className="mt-2 divide-y divide-slate-100">
            {supplier.phones.length > 0 ? (
              <Row term="تلفن">
                <ul className="flex flex-wrap gap-x-5">
                  {supplier.phones.map((phone) => (
                    <li key={phone}>
                      <PhoneLink phone={phone} />
                    </li>
                  ))}
                </ul>
              </Row>
            ) : null}
            {supplier.mobile ? (
              <Row term="تلفن همراه">
                <PhoneLink phone={supplier.mobile} />
              </Row>
            ) : null}
            {supplier.website ? (
              <Row term="وب‌سایت">
                {isWebUrl(supplier.website) ? (
                  <a
                    href={supplier.website}
                    target="_blank"
                    rel="nofollow noopener"
                    className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline"
                  >
                    <GlobeIcon size={18} className="shrink-0 text-slate-500" />
                    <bdi dir="ltr">{websiteLabel(supplier.website)}</bdi>
                    <span className="sr-only"> (در پنجرهٔ جدید باز می‌شود)</span>
                  </a>
                ) : (
                  <bdi dir="ltr">{supplier.website}</bdi>
                )}
              </Row>
            ) : null}
            {supplier.email ? (
              <Row term="ایمیل">
                <a
                  href={`mailto:${supplier.email}`}
                  className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline"
                >
                  <MailIcon size={18} className="shrink-0 text-slate-500" />
                  <bdi dir="ltr">{supplier.email}</bdi>
                </a>
              </Row>
            ) : null}
            {supplier.address ? (
              <Row term="نشانی">
                <span className="inline-flex gap-1.5">
                  <MapPinIcon size={18} className="mt-1 shrink-0 text-slate-500" />
                  <span>
                    {[formatPlace(supplier.city, supplier.province), toPersianDigits(supplier.address)]
                      .filter(Boolean)
                      .join('، ')}
                  </span>
                </span>
              </Row>
            ) : null}
          </dl>
        ) : (
          <p className="mt-3 text-slate-700">این تأمین‌کننده هنوز راه ارتباطی ثبت نکرده است.</p>
        )}
      </section>

      <section aria-labelledby="sale-terms-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h3 id="sale-terms-heading" className="text-lg font-bold text-slate-900">
          شرایط فروش
        </h3>
        {sale ? (
          <dl className="mt-2 divide-y divide-slate-100">
            <Row term="حداقل سفارش">{sale.minOrderNote ? toPersianDigits(sale.minOrderNote) : 'اعلام نشده'}</Row>
            <Row term="شرایط پرداخت">
              {sale.paymentTerms.length > 0 ? (
                <ul className="list-disc space-y-1 ps-5">
                  {sale.paymentTerms.map((term) => (
                    <li key={term}>{toPersianDigits(term)}</li>
                  ))}
                </ul>
              ) : (
                'اعلام نشده'
              )}
            </Row>
            <Row term="ارسال به سراسر کشور">{sale.nationwideDelivery ? 'دارد' : 'ندارد'}</Row>
            <Row term="شهرهای فروش">
              {saleCities.length > 0 ? (
                <>
                  <span className="sr-only">{formatNumberFa(saleCities.length)} شهر: </span>
                  <ul className="flex flex-wrap gap-2">
                    {saleCities.map((city) => (
                      <li key={city.id} className="rounded-md bg-slate-100 px-2 py-0.5">
                        {formatPlace(city, { name: city.provinceName })}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                'اعلام نشده'
              )}
            </Row>
          </dl>
        ) : (
          <p className="mt-3 text-slate-700">شرایط فروش این تأمین‌کننده هنوز ثبت نشده است.</p>
        )}
      </section>
    </div>
  );
}
