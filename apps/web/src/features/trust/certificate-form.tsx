// The owner's form for a certificate (decision 043): kind, the name of an «other» one, number, issuer, Jalali issue
// and expiry dates and the scan (uploaded privately: only the owner and staff read it). Errors show beside fields.
import { CERTIFICATE_KIND_LABELS, CERTIFICATE_KINDS } from '@bazaar/contracts/trust-certificates';
import { TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { submitCertificate } from './certificate-actions';

const ID = 'certificate';

export function CertificateForm({ merchantId }: { merchantId: number }) {
  return (
    <ActionForm
      action={submitCertificate}
      label="ثبت گواهی برای بررسی"
      encType="multipart/form-data"
      className="flex flex-col gap-4"
    >
      <FormMessage />
      <input type="hidden" name="merchantId" value={merchantId} />
      <div>
        <label htmlFor={`${ID}-kind`} className={labelClass}>
          نوع گواهی
        </label>
        <select
          id={`${ID}-kind`}
          name="kind"
          className={inputClass()}
          aria-describedby={`${ID}-kind-error`}
          defaultValue="iso9001"
        >
          {CERTIFICATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CERTIFICATE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <FieldMessage field="kind" id={`${ID}-kind-error`} />
      </div>
      <TextField idPrefix={ID} name="title" label="نام گواهی (فقط برای «گواهی دیگر»)" maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField idPrefix={ID} name="number" label="شمارهٔ گواهی" dir="ltr" maxLength={80} required />
        <TextField idPrefix={ID} name="issuer" label="صادرکننده" maxLength={160} required />
        <TextField
          idPrefix={ID}
          name="issuedOn"
          label="تاریخ صدور"
          hint="به تاریخ شمسی، مانند ۱۴۰۳/۰۲/۱۵"
          dir="ltr"
          maxLength={10}
          required
        />
        <TextField
          idPrefix={ID}
          name="expiresOn"
          label="تاریخ انقضا"
          hint="به تاریخ شمسی، مانند ۱۴۰۶/۰۲/۱۴"
          dir="ltr"
          maxLength={10}
          required
        />
      </div>
      <div>
        <label htmlFor={`${ID}-file`} className={labelClass}>
          فایل گواهی (PDF یا تصویر؛ فقط شما و کارشناسان بازار صنعت آن را می‌بینند)
        </label>
        <input
          id={`${ID}-file`}
          name="file"
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby={`${ID}-file-error`}
          className={inputClass(false, 'py-2')}
        />
        <FieldMessage field="fileId" id={`${ID}-file-error`} />
      </div>
      <div>
        <SubmitButton className={buttonClass('primary')}>ارسال برای بررسی</SubmitButton>
      </div>
    </ActionForm>
  );
}
