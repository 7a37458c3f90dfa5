// The forms of reviews on the order page (decision 043): the buyer's stars for the supplier with text and photos,
// the supplier's stars for the buyer, and the one answer of the side a review is about. Stars are labelled
// selects (keyboard and screen readers as any select); the API's Persian errors show beside each field.
import { ASPECT_LABELS, type Review } from '@bazaar/contracts/trust-reviews';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { answerReview, writeBuyerReview, writeSupplierReview } from './trust-actions';

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;
const STAR_WORDS: Record<number, string> = { 5: '۵ — عالی', 4: '۴ — خوب', 3: '۳ — متوسط', 2: '۲ — ضعیف', 1: '۱ — بد' };

function StarSelect({ name, idPrefix, value }: { name: keyof typeof ASPECT_LABELS; idPrefix: string; value?: number }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {ASPECT_LABELS[name]}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} aria-describedby={`${id}-error`} className={inputClass()}>
        <option value="" disabled>
          انتخاب کنید
        </option>
        {STAR_CHOICES.map((n) => (
          <option key={n} value={n}>
            {STAR_WORDS[n]}
          </option>
        ))}
      </select>
      <FieldMessage field={name} id={`${id}-error`} />
    </div>
  );
}

export function SupplierReviewForm({ orderId, current }: { orderId: number; current: Review | null }) {
  const idPrefix = 'review-supplier';
  return (
    <ActionForm
      action={writeSupplierReview}
      encType="multipart/form-data"
      label={current ? 'ویرایش نظر دربارهٔ تأمین‌کننده' : 'نظر دربارهٔ تأمین‌کننده'}
      className="flex flex-col gap-3"
    >
      <FormMessage />
      <input type="hidden" name="id" value={orderId} />
      <input type="hidden" name="mode" value={current ? 'edit' : 'create'} />
      {current?.photos.map((p) => (
        <input key={p.fileId} type="hidden" name="keepPhoto" value={p.fileId} />
      ))}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {(['overall', 'quality', 'onTime', 'communication', 'asDescribed'] as const).map((name) => (
          <StarSelect
            key={name}
            name={name}
            idPrefix={idPrefix}
            value={name === 'overall' ? current?.overall : current?.aspects[name]}
          />
        ))}
      </div>
      <TextArea
        idPrefix={idPrefix}
        name="text"
        label="شرح تجربهٔ شما (اختیاری)"
        rows={3}
        maxLength={2000}
        defaultValue={current?.text}
      />
      <div>
        <label htmlFor={`${idPrefix}-photos`} className={labelClass}>
          تصویر کالای دریافتی (اختیاری، تا ۵ تصویر؛ برای همه نمایش داده می‌شود)
        </label>
        <input
          id={`${idPrefix}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${idPrefix}-photos-error`}
          className={inputClass(false, 'py-2')}
        />
        <FieldMessage field="fileIds" id={`${idPrefix}-photos-error`} />
      </div>
      <div>
        <SubmitButton className={buttonClass('primary')}>{current ? 'ذخیرهٔ ویرایش' : 'ثبت نظر'}</SubmitButton>
      </div>
    </ActionForm>
  );
}

export function BuyerReviewForm({ orderId, current }: { orderId: number; current: Review | null }) {
  const idPrefix = 'review-buyer';
  return (
    <ActionForm action={writeBuyerReview} label="نظر دربارهٔ خریدار" className="flex flex-col gap-3">
      <FormMessage />
      <input type="hidden" name="id" value={orderId} />
      <input type="hidden" name="mode" value={current ? 'edit' : 'create'} />
      <div className="grid gap-3 sm:grid-cols-3">
        {(['overall', 'paidOnTime', 'clearRequirements'] as const).map((name) => (
          <StarSelect
            key={name}
            name={name}
            idPrefix={idPrefix}
            value={name === 'overall' ? current?.overall : current?.aspects[name]}
          />
        ))}
      </div>
      <TextArea
        idPrefix={idPrefix}
        name="text"
        label="شرح (اختیاری)"
        rows={3}
        maxLength={2000}
        defaultValue={current?.text}
      />
      <div>
        <SubmitButton className={buttonClass('primary')}>{current ? 'ذخیرهٔ ویرایش' : 'ثبت نظر'}</SubmitButton>
      </div>
    </ActionForm>
  );
}

export function AnswerForm({ orderId, subject }: { orderId: number; subject: 'supplier' | 'buyer' }) {
  return (
    <ActionForm action={answerReview} label="پاسخ به نظر" className="flex flex-col gap-3">
      <FormMessage />
      <input type="hidden" name="id" value={orderId} />
      <input type="hidden" name="subject" value={subject} />
      <TextArea
        idPrefix={`answer-${subject}`}
        name="text"
        label="پاسخ شما (یک بار، برای همه نمایش داده می‌شود)"
        rows={3}
        maxLength={2000}
      />
      <div>
        <SubmitButton className={buttonClass('secondary')}>ثبت پاسخ</SubmitButton>
      </div>
    </ActionForm>
  );
}
