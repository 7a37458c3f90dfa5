// The shipment of an order (decision 039): the supplier's form (method, tracking or waybill number, Jalali day,
// an optional document, a note) with the API's Persian errors beside the fields, and what both parties read.
import {
  SHIPMENT_METHOD_LABELS,
  SHIPMENT_METHODS,
  type Shipment,
  TRACKED_METHODS,
} from '@bazaar/contracts/secure-payment-money';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { jalaliIsoDay } from './format';
import { shipOrder } from './secure-payment-actions';
import { shipmentFileHref } from './secure-payment-links';
import { SelectField } from './select-field';

const TRACKED = TRACKED_METHODS.map((m) => SHIPMENT_METHOD_LABELS[m]).join('، ');
export const EVIDENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export function ShipForm({ id }: { id: number }) {
  return (
    <ActionForm action={shipOrder} encType="multipart/form-data" label="ثبت ارسال" className="flex flex-col gap-3">
      <h3 className="font-bold text-slate-900">ثبت ارسال</h3>
      <FormMessage />
      <input type="hidden" name="id" value={id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="ship-method"
          name="method"
          label="روش ارسال"
          values={SHIPMENT_METHODS}
          labels={SHIPMENT_METHOD_LABELS}
        />
        <TextField
          idPrefix="ship"
          name="trackingNumber"
          label="شمارهٔ رهگیری یا بارنامه"
          hint={`برای ${TRACKED} الزامی است.`}
          dir="ltr"
          maxLength={40}
          className={inputClass(false, 'text-start')}
        />
        <TextField
          idPrefix="ship"
          name="shippedOn"
          label="تاریخ ارسال"
          hint="به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۰۵"
          dir="ltr"
          maxLength={10}
          defaultValue={formatJalaliDate(new Date())}
          className={inputClass(false, 'text-start')}
        />
        <div>
          <label htmlFor="ship-document" className={labelClass}>
            بارنامه یا رسید ارسال (اختیاری)
          </label>
          <FileInput
            id="ship-document"
            name="document"
            accept={EVIDENCE_ACCEPT}
            aria-describedby="ship-document-hint ship-document-error"
          />
          <p id="ship-document-hint" className="mt-1 text-sm text-slate-600">
            تصویر JPEG، PNG یا WebP تا ۵ مگابایت، یا PDF تا ۱۰ مگابایت
          </p>
          <FieldMessage field="fileId" id="ship-document-error" />
        </div>
      </div>
      <TextArea idPrefix="ship" name="note" label="یادداشت برای خریدار (اختیاری)" rows={2} maxLength={1000} />
      <div>
        <SubmitButton className={buttonClass('primary')}>ثبت ارسال</SubmitButton>
      </div>
    </ActionForm>
  );
}

export function ShipmentView({ id, shipment }: { id: number; shipment: Shipment }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3" data-testid="shipment">
      <h3 className="mb-2 font-bold text-slate-900">ارسال</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">روش</dt>
          <dd className="text-slate-900">{SHIPMENT_METHOD_LABELS[shipment.method]}</dd>
        </div>
        {shipment.trackingNumber ? (
          <div>
            <dt className="text-sm text-slate-600">شمارهٔ رهگیری یا بارنامه</dt>
            <dd className="text-slate-900">
              <bdi dir="ltr" className="font-mono" data-testid="shipment-tracking">
                {shipment.trackingNumber}
              </bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-slate-600">تاریخ ارسال</dt>
          <dd className="text-slate-900">{jalaliIsoDay(shipment.shippedOn)}</dd>
        </div>
        {shipment.fileName ? (
          <div>
            <dt className="text-sm text-slate-600">مدرک ارسال</dt>
            <dd className="break-all">
              <a href={shipmentFileHref(id)} className="text-brand-800 underline">
                {shipment.fileName}
              </a>
            </dd>
          </div>
        ) : null}
        {shipment.note ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600">یادداشت</dt>
            <dd className="whitespace-pre-line text-slate-900">{toPersianDigitsInText(shipment.note)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
