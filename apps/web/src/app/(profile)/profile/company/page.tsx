// /profile/company: the supplier's company profile (decision 029) for its owner and the agents the owner gave
// the profile right: about, contact, logo, cover, PDF catalogue, sale cities and settings; delegation requests
// with their state; the company's articles. Everything saved reaches the public supplier page at once.
import { DELEGATION_STATE_LABELS } from '@bazaar/contracts/supplier-profile';
import { DELEGATION_KIND_LABELS, DELEGATION_KINDS } from '@bazaar/contracts/suppliers';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { FileField, TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { getProvinces } from '@/features/geography/provinces.server';
import {
  COMPANY_PROFILE_PATH,
  companyArticleNewPath,
  companyArticlePath,
  profileNotice,
} from '@/features/supplier-profile/notices';
import { requestDelegation, saveCompanyProfile } from '@/features/supplier-profile/profile-actions';
import { loadProfileMerchants, profileApis } from '@/features/supplier-profile/profile-data.server';
import { pickMerchant } from '@/features/supplier-workspace/current-merchant';
import { rememberedMerchantId } from '@/features/supplier-workspace/current-merchant.server';
import { MerchantSwitcher } from '@/features/supplier-workspace/merchant-switcher';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { firstParam, parsePublicId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'نمایهٔ شرکت', robots: { index: false, follow: false } };

const sectionClass = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';
/** The phone inputs, each with its own key (and the API field `phones.{i}` of its errors). */
const PHONE_SLOTS = [0, 1, 2] as const;

export default async function CompanyProfilePage({ searchParams }: PageProps<'/profile/company'>) {
  const params = await searchParams;
  const merchants = await loadProfileMerchants(COMPANY_PROFILE_PATH);
  const merchant = pickMerchant(merchants, parsePublicId(firstParam(params.merchantId)), await rememberedMerchantId());
  if (!merchant) forbidden();
  const path = `${COMPANY_PROFILE_PATH}?merchantId=${merchant.id}`;
  const apis = await profileApis(path);
  const provinceId = parsePublicId(firstParam(params.provinceId));
  const [profile, delegations, articles, provinces, provinceCities] = await Promise.all([
    apis.profile.profile({ params: { id: merchant.id } }),
    apis.profile.delegationRequests({ params: { id: merchant.id } }),
    apis.profile.articles({ params: { id: merchant.id } }),
    getProvinces(),
    provinceId ? apis.geography.cities({ query: { provinceId, pageSize: 100 } }) : Promise.resolve(null),
  ]);
  const chosen = new Set(profile.saleCities.map((c) => c.id));
  const shownCities = provinceCities?.items ?? [];
  const shownIds = new Set(shownCities.map((c) => c.id));
  const provinceName = new Map(provinces.map((p) => [p.id, p.name]));

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'نمایهٔ شرکت' }]} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">نمایهٔ {toPersianDigitsInText(profile.name)}</h1>
          <p className="mt-1 text-slate-700">
            {profile.public
              ? 'آنچه اینجا ذخیره کنید بی‌درنگ در صفحهٔ عمومی شرکت نمایش داده می‌شود.'
              : 'شرکت شما هنوز تأیید نشده است؛ پس از تأیید، این نمایه در سایت نمایش داده می‌شود.'}
          </p>
        </div>
        {profile.public ? (
          <Link
            href={supplierHref({ id: profile.merchantId, slug: profile.slug })}
            className={buttonClass('secondary')}
          >
            دیدن صفحهٔ عمومی
          </Link>
        ) : null}
      </header>
      <MerchantSwitcher merchants={merchants} currentId={merchant.id} returnTo={COMPANY_PROFILE_PATH} />
      <NoticeBanner notice={profileNotice(params.notice)} />

      <section aria-labelledby="profile-heading" className={sectionClass}>
        <h2 id="profile-heading" className="text-lg font-bold text-slate-900">
          معرفی، تماس و فروش
        </h2>
        {/* Choosing a province shows its cities below; the cities already chosen elsewhere stay chosen. */}
        <search>
          <form noValidate action={COMPANY_PROFILE_PATH} className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="merchantId" value={merchant.id} />
            <div className="min-w-56">
              <label htmlFor="sale-province" className={labelClass}>
                استان برای انتخاب شهرهای فروش
              </label>
              <select id="sale-province" name="provinceId" defaultValue={provinceId ?? ''} className={inputClass()}>
                <option value="">انتخاب استان</option>
                {provinces.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass('secondary')}>
              نمایش شهرها
            </button>
          </form>
        </search>
        <ActionForm
          action={saveCompanyProfile}
          encType="multipart/form-data"
          className="mt-4 grid gap-4 md:grid-cols-2"
          label="نمایهٔ شرکت"
        >
          <div className="md:col-span-2">
            <FormMessage />
          </div>
          <input type="hidden" name="merchantId" value={merchant.id} />
          <div className="md:col-span-2">
            <TextArea
              idPrefix="company"
              name="about"
              label="دربارهٔ شرکت"
              rows={6}
              maxLength={5000}
              defaultValue={toPersianDigitsInText(profile.about)}
            />
          </div>
          <fieldset className="md:col-span-2">
            <legend className={labelClass}>تلفن‌های ثابت (با پیش‌شماره)</legend>
            <div className="grid gap-3 md:grid-cols-3">
              {PHONE_SLOTS.map((i) => (
                <div key={i}>
                  <label htmlFor={`company-phone-${i}`} className="sr-only">
                    تلفن {toPersianDigits(i + 1)}
                  </label>
                  <input
                    id={`company-phone-${i}`}
                    name="phones"
                    type="tel"
                    dir="ltr"
                    inputMode="tel"
                    maxLength={32}
                    defaultValue={profile.phones[i] ? toPersianDigits(profile.phones[i]) : ''}
                    aria-describedby={`company-phone-${i}-error`}
                    className={inputClass()}
                  />
                  <FieldMessage field={`phones.${i}`} id={`company-phone-${i}-error`} />
                </div>
              ))}
            </div>
          </fieldset>
          <TextField
            idPrefix="company"
            name="mobile"
            label="تلفن همراه"
            type="tel"
            dir="ltr"
            inputMode="tel"
            maxLength={32}
            defaultValue={profile.mobile ? toPersianDigits(profile.mobile) : ''}
          />
          <TextField
            idPrefix="company"
            name="email"
            label="ایمیل"
            type="email"
            dir="ltr"
            maxLength={120}
            defaultValue={profile.email ?? ''}
          />
          <TextField
            idPrefix="company"
            name="website"
            label="وب‌سایت"
            type="url"
            dir="ltr"
            maxLength={200}
            placeholder="https://example.ir"
            defaultValue={profile.website ?? ''}
          />
          <TextField
            idPrefix="company"
            name="address"
            label="نشانی"
            maxLength={300}
            defaultValue={toPersianDigitsInText(profile.address ?? '')}
          />

          <FileField
            id="company-logo"
            name="logo"
            field="logoFileId"
            label="نشان (لوگو)"
            accept="image/jpeg,image/png,image/webp"
            hint="تصویر JPEG، PNG یا WebP تا ۵ مگابایت"
            current={profile.logoUrl ? { url: profile.logoUrl, label: 'نشان کنونی', image: true } : null}
            removeName="removeLogo"
          />
          <FileField
            id="company-cover"
            name="cover"
            field="coverFileId"
            label="تصویر سربرگ"
            accept="image/jpeg,image/png,image/webp"
            hint="تصویر عریض، JPEG، PNG یا WebP تا ۵ مگابایت"
            current={profile.coverUrl ? { url: profile.coverUrl, label: 'سربرگ کنونی', image: true } : null}
            removeName="removeCover"
          />
          <FileField
            id="company-catalogue"
            name="catalogue"
            field="catalogueFileId"
            label="کاتالوگ شرکت (PDF)"
            accept="application/pdf"
            hint="فایل PDF تا ۱۰ مگابایت؛ در صفحهٔ عمومی برای دریافت نمایش داده می‌شود"
            current={
              profile.catalogue ? { url: profile.catalogue.url, label: profile.catalogue.fileName, image: false } : null
            }
            removeName="removeCatalogue"
          />

          <fieldset className="md:col-span-2">
            <legend className={labelClass}>شهرهای فروش و ارسال</legend>
            {profile.saleCities.length ? (
              <p className="text-sm text-slate-700">
                انتخاب‌شده:{' '}
                {profile.saleCities.map((c) => `${c.name} (${provinceName.get(c.provinceId) ?? ''})`).join('، ')}
              </p>
            ) : (
              <p className="text-sm text-slate-700">هنوز شهری انتخاب نشده است.</p>
            )}
            {/* Chosen cities of other provinces travel along unchanged. */}
            {profile.saleCities
              .filter((c) => !shownIds.has(c.id))
              .map((c) => (
                <input key={c.id} type="hidden" name="saleCityIds" value={c.id} />
              ))}
            {shownCities.length ? (
              <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200 sm:grid-cols-2 md:grid-cols-3">
                {shownCities.map((c) => (
                  <li key={c.id}>
                    <label className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        name="saleCityIds"
                        value={c.id}
                        defaultChecked={chosen.has(c.id)}
                        className="size-5"
                      />
                      {c.name}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">برای افزودن شهر، استان را در بالا برگزینید.</p>
            )}
            <FieldMessage field="saleCityIds" id="company-cities-error" />
          </fieldset>
          <TextField
            idPrefix="company"
            name="minOrderNote"
            label="حداقل سفارش"
            maxLength={300}
            defaultValue={toPersianDigitsInText(profile.minOrderNote ?? '')}
          />
          <TextField
            idPrefix="company"
            name="paymentTerms"
            label="شرایط پرداخت (با ویرگول جدا کنید)"
            maxLength={700}
            defaultValue={toPersianDigitsInText(profile.paymentTerms.join('، '))}
          />
          <label className="flex min-h-11 items-center gap-2 md:col-span-2">
            <input
              type="checkbox"
              name="nationwideDelivery"
              defaultChecked={profile.nationwideDelivery}
              className="size-5"
            />
            ارسال به سراسر کشور
          </label>
          <div>
            <SubmitButton className={buttonClass('primary')}>ذخیرهٔ نمایه</SubmitButton>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="delegations-heading" className={sectionClass}>
        <h2 id="delegations-heading" className="text-lg font-bold text-slate-900">
          نمایندگی‌ها
        </h2>
        <p className="mt-1 text-slate-700">
          نمایندگی برند یا شرکتی را که دارید با مدرک آن ثبت کنید؛ پس از تأیید کارشناسان در صفحهٔ شما نمایش داده می‌شود.
        </p>
        {delegations.length === 0 ? <p className="mt-2 text-slate-700">هنوز نمایندگی‌ای ثبت نشده است.</p> : null}
        <ul className="mt-3 flex flex-col gap-2">
          {delegations.map((d) => (
            <li key={d.id} className="rounded-lg bg-slate-50 p-3" data-testid="delegation-request">
              <p className="font-medium text-slate-900">
                {toPersianDigitsInText(d.name)} · {DELEGATION_KIND_LABELS[d.kind]} ·{' '}
                <span data-testid="delegation-state">{DELEGATION_STATE_LABELS[d.state]}</span>
              </p>
              {d.requestedAt ? (
                <p className="text-sm text-slate-700">درخواست: {formatJalaliDate(d.requestedAt, { style: 'long' })}</p>
              ) : null}
              {d.rejectionReason ? (
                <p className="mt-1 text-sm text-red-800">دلیل رد: {toPersianDigitsInText(d.rejectionReason)}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <ActionForm
          action={requestDelegation}
          encType="multipart/form-data"
          className="mt-4 grid gap-4 md:grid-cols-2"
          label="درخواست نمایندگی"
        >
          <div className="md:col-span-2">
            <FormMessage />
          </div>
          <input type="hidden" name="merchantId" value={merchant.id} />
          <TextField idPrefix="delegation" name="name" label="نام برند یا شرکت" required maxLength={120} />
          <div>
            <label htmlFor="delegation-kind" className={labelClass}>
              نوع نمایندگی
            </label>
            <select
              id="delegation-kind"
              name="kind"
              defaultValue="representative"
              aria-describedby="delegation-kind-error"
              className={inputClass()}
            >
              {DELEGATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DELEGATION_KIND_LABELS[k]}
                </option>
              ))}
            </select>
            <FieldMessage field="kind" id="delegation-kind-error" />
          </div>
          <TextField idPrefix="delegation" name="region" label="محدودهٔ نمایندگی (اختیاری)" maxLength={120} />
          <div>
            <label htmlFor="delegation-documents" className={labelClass}>
              مدارک (نامهٔ نمایندگی، قرارداد؛ تصویر یا PDF)
            </label>
            <input
              id="delegation-documents"
              name="documents"
              type="file"
              multiple
              required
              accept="image/jpeg,image/png,image/webp,application/pdf"
              aria-describedby="delegation-documents-error"
              className={inputClass()}
            />
            <FieldMessage field="documentFileIds" id="delegation-documents-error" />
          </div>
          <div>
            <SubmitButton className={buttonClass('primary')}>ثبت درخواست نمایندگی</SubmitButton>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="articles-heading" className={sectionClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="articles-heading" className="text-lg font-bold text-slate-900">
            مقاله‌های شرکت
          </h2>
          <Link href={companyArticleNewPath(merchant.id)} className={buttonClass('primary')}>
            نوشتن مقالهٔ تازه
          </Link>
        </div>
        {articles.length === 0 ? <p className="mt-2 text-slate-700">هنوز مقاله‌ای ننوشته‌اید.</p> : null}
        <ul className="mt-3 flex flex-col gap-2">
          {articles.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
              <p className="font-medium text-slate-900">
                {toPersianDigitsInText(a.title)} · {a.status === 'published' ? 'منتشرشده' : 'پیش‌نویس'}
              </p>
              <Link href={companyArticlePath(a.id)} className="text-brand-800 underline">
                ویرایش<span className="sr-only"> «{toPersianDigitsInText(a.title)}»</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
