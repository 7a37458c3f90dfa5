// An order's stages on its page (milestones, decision 040): each stage's title, deliverable, due day, amounts
// and where its money is, with the step this viewer may take on it now: the buyer pays the next stage and
// confirms a delivered one; the supplier records a paid stage delivered with its evidence. The supplier of a
// priced, unpaid order may split it into stages. The API decides what is legal; these forms only offer it.

import type { OrderMoney } from '@bazaar/contracts/secure-payment-money';
import { type OrderStage, STAGE_STATE_LABELS, type StageState } from '@bazaar/contracts/secure-payment-stages';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { labelClass } from '@/components/ui/form-styles';
import { deadlineText, jalaliIsoDay, toman } from './format';
import { DisputeForm } from './order-actions';
import { confirmStage, deliverStage, payStage, planStages } from './secure-payment-actions';
import { STAGE_ROWS } from './secure-payment-links';
import { EVIDENCE_ACCEPT } from './shipment';

const LOOK: Record<StageState, string> = {
  unpaid: 'bg-accent-100 text-accent-800',
  held: 'bg-sky-100 text-sky-900',
  delivered: 'bg-amber-100 text-amber-900',
  in_dispute: 'bg-red-50 text-red-800',
  released: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
  split: 'bg-violet-100 text-violet-900',
};

const STAGE_ROW_NUMBERS = Array.from({ length: STAGE_ROWS }, (_, i) => i);
type Party = 'buyer' | 'supplier' | 'staff' | 'quoter';

export function StagesPanel({
  id,
  money,
  party,
  payable,
  payForms,
}: {
  id: number;
  money: OrderMoney;
  party: Party;
  /** Whether the order is in a state in which its next stage may be paid. */
  payable: boolean;
  payForms: (payableId: number, walletShort: boolean) => ReactNode;
}) {
  const next = money.stages.find((s) => s.state === 'unpaid');
  return (
    <div>
      <h3 className="mb-1 font-bold text-slate-900">مرحله‌های سفارش</h3>
      <p className="mb-2 text-sm text-slate-600">
        هر مرحله جداگانه پرداخت، تحویل و تأیید می‌شود و وجه آن جدا از مرحله‌های دیگر نزد بازار صنعت می‌ماند؛ هزینهٔ ارسال با
        مرحلهٔ نخست و مالیات هر مرحله بر مبلغ همان مرحله است.
      </p>
      <ol className="flex flex-col gap-3" data-testid="stages">
        {money.stages.map((s) => (
          <li key={s.number} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid={`stage-${s.number}`}>
            <StageHead stage={s} />
            <StageMoney stage={s} />
            {party === 'buyer' && payable && next?.number === s.number ? (
              <StagePay id={id} stage={s} payForms={payForms} />
            ) : null}
            {party === 'buyer' && s.state === 'delivered' ? (
              <>
                <StageConfirm id={id} stage={s} />
                <div className="mt-2">
                  <DisputeForm id={id} stage={s.number} />
                </div>
              </>
            ) : null}
            {party === 'supplier' && s.state === 'held' ? <StageDeliver id={id} stage={s} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StageHead({ stage }: { stage: OrderStage }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <p className="font-medium text-slate-900">
        مرحلهٔ {formatNumberFa(stage.number)}: {toPersianDigitsInText(stage.title)}
        <span className="block text-sm font-normal text-slate-600">
          {stage.deliverable ? `تحویلی: ${toPersianDigitsInText(stage.deliverable)} · ` : ''}
          سررسید: {jalaliIsoDay(stage.dueOn)}
        </span>
      </p>
      <span
        className={clsx('inline-block rounded-full px-3 py-0.5 text-sm font-medium', LOOK[stage.state])}
        data-testid="stage-state"
      >
        {STAGE_STATE_LABELS[stage.state]}
      </span>
    </div>
  );
}

function StageMoney({ stage }: { stage: OrderStage }) {
  const parts = [`مبلغ ${toman(stage.amountRials)}`];
  if (stage.shippingRials) parts.push(`ارسال ${toman(stage.shippingRials)}`);
  parts.push(`مالیات ${toman(stage.vatRials)}`);
  return (
    <div className="mt-2 text-sm text-slate-800">
      <p>
        {parts.join(' + ')} = <strong>{toman(stage.totalRials)}</strong>
      </p>
      {stage.heldRials > 0 ? <p data-testid="stage-held">نزد بازار صنعت: {toman(stage.heldRials)}</p> : null}
      {stage.releasedRials + stage.commissionRials > 0 ? (
        <p>
          به تأمین‌کننده: {toman(stage.releasedRials)} (کمیسیون {toman(stage.commissionRials)})
        </p>
      ) : null}
      {stage.refundedRials > 0 ? <p>بازگشته به خریدار: {toman(stage.refundedRials)}</p> : null}
      {stage.evidenceNote ? <p>مدرک تحویل: {toPersianDigitsInText(stage.evidenceNote)}</p> : null}
      {stage.releaseDueAt ? (
        <p className="text-sky-950">
          اگر خریدار تا {deadlineText(stage.releaseDueAt)} این مرحله را تأیید نکند، وجه آن خودکار به تأمین‌کننده پرداخت
          می‌شود.
        </p>
      ) : null}
    </div>
  );
}

function StagePay({
  id,
  stage,
  payForms,
}: {
  id: number;
  stage: OrderStage;
  payForms: (payableId: number, walletShort: boolean) => ReactNode;
}) {
  const open = stage.payable?.status === 'open' ? stage.payable : null;
  return open ? (
    <div className="mt-2 flex flex-wrap items-center gap-3">{payForms(open.id, false)}</div>
  ) : (
    <form action={payStage} className="mt-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="stage" value={stage.number} />
      <button type="submit" className={buttonClass('primary')}>
        پرداخت امن مرحلهٔ {formatNumberFa(stage.number)}
      </button>
    </form>
  );
}

function StageConfirm({ id, stage }: { id: number; stage: OrderStage }) {
  return (
    <form action={confirmStage} className="mt-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="stage" value={stage.number} />
      <button type="submit" className={buttonClass('primary')}>
        تأیید مرحلهٔ {formatNumberFa(stage.number)}
      </button>
      <span className="ms-3 text-sm text-slate-600">
        با تأیید، {toman(stage.heldRials)} به تأمین‌کننده پرداخت می‌شود.
      </span>
    </form>
  );
}

function StageDeliver({ id, stage }: { id: number; stage: OrderStage }) {
  const prefix = `stage-${stage.number}`;
  return (
    <details className="mt-2 rounded-lg ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-800">
        ثبت تحویل مرحلهٔ {formatNumberFa(stage.number)}
      </summary>
      <div className="p-3 pt-0">
        <ActionForm
          action={deliverStage}
          encType="multipart/form-data"
          label="ثبت تحویل مرحله"
          className="flex flex-col gap-3"
        >
          <FormMessage />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="stage" value={stage.number} />
          <TextArea idPrefix={prefix} name="note" label="شرح تحویل و مدرک آن" rows={2} maxLength={1000} />
          <div>
            <label htmlFor={`${prefix}-document`} className={labelClass}>
              فایل مدرک (اختیاری)
            </label>
            <input id={`${prefix}-document`} name="document" type="file" accept={EVIDENCE_ACCEPT} />
            <FieldMessage field="fileId" id={`${prefix}-document-error`} />
          </div>
          <div>
            <SubmitButton className={buttonClass('secondary')}>ثبت تحویل مرحله</SubmitButton>
          </div>
        </ActionForm>
      </div>
    </details>
  );
}

/** The supplier's plan of stages for a priced, unpaid order (amounts in tomans, due days in Jalali). */
export function PlanStagesForm({ id, goodsRials }: { id: number; goodsRials: number }) {
  return (
    <details className="rounded-lg ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-800">
        پرداخت مرحله‌ای (تقسیم سفارش به مرحله‌ها)
      </summary>
      <div className="p-3 pt-0">
        <ActionForm action={planStages} label="مرحله‌بندی سفارش" className="flex flex-col gap-3">
          <FormMessage />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm text-slate-700">
            جمع مبلغ مرحله‌ها باید {toman(goodsRials)} (کالا و خدمات سفارش) باشد. دست‌کم دو مرحله را از ردیف نخست پر کنید؛
            نخستین ردیف خالی پایان مرحله‌هاست. خریدار مرحله‌ها را به ترتیب می‌پردازد.
          </p>
          <FieldMessage field="stages" id="plan-stages-error" />
          {STAGE_ROW_NUMBERS.map((i) => (
            <fieldset key={`stage-row-${i}`} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-100 sm:grid-cols-2">
              <legend className="px-1 font-medium">مرحلهٔ {formatNumberFa(i + 1)}</legend>
              <TextField
                idPrefix={`plan-${i}`}
                name={`title-${i}`}
                errorField={`stages.${i}.title`}
                label="عنوان"
                maxLength={120}
              />
              <TextField
                idPrefix={`plan-${i}`}
                name={`tomans-${i}`}
                errorField={`stages.${i}.amountRials`}
                label="مبلغ (تومان)"
                inputMode="numeric"
              />
              <TextField
                idPrefix={`plan-${i}`}
                name={`deliverable-${i}`}
                errorField={`stages.${i}.deliverable`}
                label="تحویلی این مرحله"
                maxLength={500}
              />
              <TextField
                idPrefix={`plan-${i}`}
                name={`dueOn-${i}`}
                errorField={`stages.${i}.dueOn`}
                label="سررسید"
                hint="به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۰۵"
              />
            </fieldset>
          ))}
          <div>
            <SubmitButton className={buttonClass('secondary')}>ثبت مرحله‌ها</SubmitButton>
          </div>
        </ActionForm>
      </div>
    </details>
  );
}
