// The company profile's form: about, phones, mobile, email, website, address, logo, cover, PDF catalogue, sale
// cities, minimum order, payment terms and nationwide delivery; the API's errors appear beside each field.
import type { City, Province } from '@bazaar/contracts/geography';
import type { CompanyProfile } from '@bazaar/contracts/supplier-profile';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { FileField, TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { saveCompanyProfile } from './profile-actions';
import { SaleCitiesFieldset } from './sale-cities';

/** The phone inputs, each with its own key (and the API field `phones.{i}` of its errors). */
const PHONE_SLOTS = [0, 1, 2] as const;

export function CompanyProfileForm({
  merchantId,
  profile,
  provinces,
  shownCities,
}: {
  merchantId: number;
  profile: CompanyProfile;
  provinces: Province[];
  shownCities: City[];
}) {
  return (
    <ActionForm
      action={saveCompanyProfile}
      encType="multipart/form-data"
      className="mt-4 grid gap-4 md:grid-cols-2"
      label="نمایهٔ شرکت"
    >
      <div className="md:col-span-2">
        <FormMessage />
      </div>
      <input type="hidden" name="merchantId" value={merchantId} />
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

      <SaleCitiesFieldset profile={profile} provinces={provinces} shownCities={shownCities} />
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
  );
}
