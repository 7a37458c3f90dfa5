// «نمایندگی‌ها»: the company's delegation requests with their state (and the reason of a rejection), and the
// form to request one with its documents.
import { DELEGATION_STATE_LABELS, type DelegationRequest } from '@bazaar/contracts/supplier-profile';
import { DELEGATION_KIND_LABELS, DELEGATION_KINDS } from '@bazaar/contracts/suppliers';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { requestDelegation } from './profile-actions';

export function DelegationsSection({
  merchantId,
  delegations,
}: {
  merchantId: number;
  delegations: DelegationRequest[];
}) {
  return (
    <section aria-labelledby="delegations-heading" className={sectionCardClass}>
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
        <input type="hidden" name="merchantId" value={merchantId} />
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
          <FileInput
            id="delegation-documents"
            name="documents"
            multiple
            required
            accept="image/jpeg,image/png,image/webp,application/pdf"
            aria-describedby="delegation-documents-error"
          />
          <FieldMessage field="documentFileIds" id="delegation-documents-error" />
        </div>
        <div>
          <SubmitButton className={buttonClass('primary')}>ثبت درخواست نمایندگی</SubmitButton>
        </div>
      </ActionForm>
    </section>
  );
}
