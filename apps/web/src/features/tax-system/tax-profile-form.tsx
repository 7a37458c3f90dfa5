// The seller's tax profile form (decision 042): memory id, private key and certificate (PEM text), each with its
// Persian error beside it. The key and certificate are never shown again once saved; saving replaces them.
import type { TaxProfileAnswer } from '@bazaar/contracts/tax-system';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { saveTaxProfile } from './tax-system-actions';

export function TaxProfileSummary({ answer }: { answer: TaxProfileAnswer }) {
  const { profile } = answer;
  if (!profile)
    return (
      <p className="mt-2 text-slate-700" data-testid="tax-profile">
        پروفایل مالیاتی هنوز ثبت نشده است؛ بدون آن صورتحساب‌ها به سامانه مودیان فرستاده نمی‌شوند.
      </p>
    );
  return (
    <div data-testid="tax-profile">
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">شناسه یکتای حافظه مالیاتی</dt>
          <dd className="font-mono text-slate-900">
            <bdi dir="ltr">{profile.memoryId}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">کلید خصوصی و گواهی</dt>
          <dd className="text-slate-900">ثبت شده در {formatJalaliDate(profile.savedAt, { style: 'long' })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">صاحب گواهی</dt>
          <dd className="text-slate-900">
            <bdi dir="ltr">{profile.certificateSubject}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">اعتبار گواهی تا</dt>
          <dd className="text-slate-900">{formatJalaliDate(profile.certificateExpiresAt, { style: 'long' })}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {answer.system === 'sandbox'
          ? 'ارسال‌ها به محیط آزمایشی (سندباکس) می‌رود و به سازمان امور مالیاتی نمی‌رسد.'
          : 'ارسال‌ها به سامانه مودیان سازمان امور مالیاتی می‌رود.'}
      </p>
    </div>
  );
}

export function TaxProfileForm({ merchantId, replacing }: { merchantId: number; replacing: boolean }) {
  const idPrefix = 'tax-profile';
  const pem = { dir: 'ltr', rows: 6, spellCheck: false, autoComplete: 'off' } as const;
  return (
    <ActionForm action={saveTaxProfile} className="mt-4 flex flex-col gap-4" label="پروفایل مالیاتی">
      <input type="hidden" name="merchantId" value={merchantId} />
      <FormMessage />
      <TextField
        name="memoryId"
        label="شناسه یکتای حافظه مالیاتی"
        hint="۶ نویسه از حروف بزرگ لاتین و رقم، همان‌که در کارپوشهٔ سامانه مودیان آمده است."
        idPrefix={idPrefix}
        dir="ltr"
        autoComplete="off"
        maxLength={12}
        required
      />
      <TextArea
        name="privateKeyPem"
        label="کلید خصوصی (متن فایل PEM، بدون رمز)"
        idPrefix={idPrefix}
        required
        {...pem}
      />
      <TextArea
        name="certificatePem"
        label="گواهی امضای الکترونیکی (متن فایل PEM)"
        idPrefix={idPrefix}
        required
        {...pem}
      />
      <p className="text-sm text-slate-700">
        کلید و گواهی رمزگذاری‌شده نگه داشته می‌شوند و پس از ثبت هرگز نمایش داده نمی‌شوند.
        {replacing ? ' ثبت دوباره جای کلید و گواهی پیشین را می‌گیرد.' : ''}
      </p>
      <div>
        <SubmitButton className={buttonClass('primary')}>
          {replacing ? 'جایگزینی پروفایل مالیاتی' : 'ثبت پروفایل مالیاتی'}
        </SubmitButton>
      </div>
    </ActionForm>
  );
}
