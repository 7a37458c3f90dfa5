// /profile/supplier-registration: a signed-in person registers a supplier company (decision 027). The name is
// checked like GET /merchants/is-valid-name; verification documents are uploaded privately. The merchant stays
// unconfirmed (not public) until staff confirm it; a refusal and its reason are shown here.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { REGISTRATION_STATE_LABELS } from '@bazaar/contracts/supplier-registration';
import { VERIFICATION_LABELS } from '@bazaar/contracts/suppliers';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage } from '@/components/ui/action-form.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { labelClass } from '@/components/ui/form-styles';
import { HelpLink } from '@/components/ui/help-link';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { getProvinces } from '@/features/geography/provinces.server';
import { SUPPLIER_REGISTRATION_PATH, workspaceNotice } from '@/features/supplier-workspace/notices';
import { ProvinceCity } from '@/features/supplier-workspace/province-city.client';
import { registerSupplier } from '@/features/supplier-workspace/workspace-actions';
import { loadMyRegistrations } from '@/features/supplier-workspace/workspace-data.server';

export const metadata: Metadata = { title: 'ثبت‌نام تأمین‌کننده', robots: { index: false, follow: false } };

export default async function SupplierRegistrationPage({ searchParams }: PageProps<'/profile/supplier-registration'>) {
  const params = await searchParams;
  const [registrations, provinces] = await Promise.all([
    loadMyRegistrations(SUPPLIER_REGISTRATION_PATH),
    getProvinces(),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'ثبت‌نام تأمین‌کننده' }]} />
      <header>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">ثبت‌نام تأمین‌کننده</h1>
          <HelpLink id="supplier-registration" />
        </div>
        <p className="mt-1 text-slate-700">
          شرکت خود را ثبت کنید تا پس از بررسی مدارک توسط کارشناسان، صفحهٔ تأمین‌کننده و محصولات شما در بازار صنعت نمایش
          داده شود.
        </p>
      </header>
      <NoticeBanner notice={workspaceNotice(params.notice)} />

      {registrations.length > 0 ? (
        <section aria-labelledby="my-registrations" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="my-registrations" className="text-lg font-bold text-slate-900">
            تأمین‌کنندگان ثبت‌شدهٔ شما
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {registrations.map((r) => (
              <li key={r.id} className="rounded-lg bg-slate-50 p-4" data-testid="registration">
                <p className="font-bold text-slate-900">
                  {toPersianDigitsInText(r.name)} ·{' '}
                  <span data-testid="registration-state">{REGISTRATION_STATE_LABELS[r.state]}</span>
                </p>
                {r.state === 'confirmed' ? (
                  <p className="mt-1 text-sm text-slate-700">
                    سطح احراز: {VERIFICATION_LABELS[r.verificationLevel]} ·{' '}
                    <Link href="/profile/products/new" className="font-medium text-brand-800 underline">
                      افزودن محصول
                    </Link>
                  </p>
                ) : null}
                {r.state === 'rejected' && r.rejectionReason ? (
                  <p className="mt-1 text-sm text-red-800">دلیل رد: {toPersianDigitsInText(r.rejectionReason)}</p>
                ) : null}
                {r.registeredAt ? (
                  <p className="mt-1 text-sm text-slate-600">
                    ثبت در <time dateTime={r.registeredAt}>{formatJalaliDate(r.registeredAt, { style: 'long' })}</time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="register-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="register-heading" className="text-lg font-bold text-slate-900">
          اطلاعات شرکت
        </h2>
        <ActionForm
          action={registerSupplier}
          encType="multipart/form-data"
          className="mt-4 grid gap-4 md:grid-cols-2"
          label="ثبت‌نام تأمین‌کننده"
        >
          <div className="md:col-span-2">
            <FormMessage />
          </div>
          <TextField
            idPrefix="reg"
            name="name"
            label="نام شرکت"
            required
            maxLength={80}
            autoComplete="organization"
            hint="همان نامی که در سایت نمایش داده می‌شود."
          />
          <TextField
            idPrefix="reg"
            name="nationalId"
            label="شناسهٔ ملی شرکت"
            required
            inputMode="numeric"
            dir="ltr"
            maxLength={16}
            hint="۱۱ رقم"
          />
          <fieldset className="md:col-span-2" aria-describedby="reg-categoryTypes-error">
            <legend className={labelClass}>زمینه‌های فعالیت</legend>
            <div className="flex flex-wrap gap-4">
              {CATEGORY_TYPES.map((type) => (
                <label key={type} className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input type="checkbox" name="categoryTypes" value={type} className="size-4" />
                  {CATEGORY_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
            <FieldMessage field="categoryTypes" id="reg-categoryTypes-error" />
          </fieldset>
          <ProvinceCity provinces={provinces} initialCities={[]} initialProvinceId={null} />
          <TextField idPrefix="reg" name="phone" label="تلفن ثابت" required inputMode="tel" dir="ltr" maxLength={32} />
          <TextField
            idPrefix="reg"
            name="mobile"
            label="تلفن همراه"
            required
            inputMode="tel"
            dir="ltr"
            maxLength={32}
          />
          <TextField idPrefix="reg" name="email" label="ایمیل (اختیاری)" type="email" dir="ltr" maxLength={120} />
          <TextField idPrefix="reg" name="address" label="نشانی (اختیاری)" maxLength={300} />
          <div className="md:col-span-2">
            <label htmlFor="reg-documents" className={labelClass}>
              مدارک احراز (پروانه، آگهی تأسیس یا روزنامهٔ رسمی)
            </label>
            <FileInput
              id="reg-documents"
              name="documents"
              multiple
              accept="image/jpeg,image/png,image/webp,application/pdf"
              aria-describedby="reg-documents-hint reg-documents-error"
            />
            <p id="reg-documents-hint" className="mt-1 text-sm text-slate-600">
              تصویر یا PDF، حداکثر ۶ فایل. مدارک فقط برای کارشناسان بازار صنعت نمایش داده می‌شود.
            </p>
            <FieldMessage field="documentFileIds" id="reg-documents-error" />
          </div>
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass('primary')}>
              ثبت درخواست
            </button>
          </div>
        </ActionForm>
      </section>
    </div>
  );
}
