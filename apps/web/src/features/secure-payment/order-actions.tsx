// The next steps of secure payment on the order page (decision 039), each shown only when the API allows it to
// this viewer now: the buyer pays the order into holding, confirms receipt or opens a dispute before the
// deadline; the supplier refuses a published or paid order with a reason (the buyer gets back what was paid).
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS } from '@bazaar/contracts/disputes';
import type { OrderMoney } from '@bazaar/contracts/secure-payment-money';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { ReactNode } from 'react';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EvidenceInput } from './dispute-thread';
import { deadlineText, toman } from './format';
import { confirmReceipt, openDispute, payOrder, refuseOrder } from './secure-payment-actions';
import { SelectField } from './select-field';

const boxClass = 'flex flex-col gap-3 rounded-lg p-3 ring-1 ring-slate-200';

/**
 * «پرداخت امن مبلغ سفارش», then (its payable open) the wallet and gateway forms the page hands in. One payment
 * for everything the buyer owes (decision 049): asked for on a confirmed order, it also publishes it.
 */
export function PayBox({
  id,
  money,
  balanceRials,
  payForms,
}: {
  id: number;
  money: OrderMoney;
  balanceRials: number;
  payForms: (payableId: number, walletShort: boolean) => ReactNode;
}) {
  const open = money.payable?.status === 'open' ? money.payable : null;
  return (
    <div id="secure-pay" className={`${boxClass} scroll-mt-24`}>
      <h3 className="font-bold text-slate-900">پرداخت امن مبلغ سفارش</h3>
      <p className="text-slate-800">
        مبلغ: <strong data-testid="pay-amount">{toman(open?.amountRials ?? money.totalRials)}</strong>{' '}
        {money.feeRials > 0 ? '(کالا، ارسال، مالیات و کارمزد انتشار، در یک پرداخت)' : '(کالا، ارسال و مالیات)'}
        {open ? ` · موجودی کیف پول: ${toman(balanceRials)}` : ''}
      </p>
      {open ? (
        <div className="flex flex-wrap items-center gap-3">{payForms(open.id, balanceRials < open.amountRials)}</div>
      ) : (
        <form action={payOrder}>
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={buttonClass('primary')}>
            پرداخت امن مبلغ سفارش
          </button>
        </form>
      )}
      <p className="text-sm text-slate-600">
        {money.feeRials > 0 ? 'کارمزد انتشار سهم بازار صنعت است و با پرداخت برداشته می‌شود؛ مبلغ سفارش ' : 'وجه '}
        تا تأیید دریافت شما نزد بازار صنعت می‌ماند؛ اگر سفارش نرسد یا با توضیحات نخواند، با ثبت اختلاف تا تصمیم پشتیبانی
        جابه‌جا نمی‌شود.
      </p>
    </div>
  );
}

/** The buyer's «تأیید دریافت» and «ثبت اختلاف», with the objection window's deadline. */
export function ReceiptBox({ id, money, canDispute }: { id: number; money: OrderMoney; canDispute: boolean }) {
  return (
    <div className={boxClass}>
      <h3 className="font-bold text-slate-900">دریافت سفارش</h3>
      <p className="text-slate-800">
        {money.releaseDueAt
          ? `تا ${deadlineText(money.releaseDueAt)} دریافت را تأیید کنید یا اختلاف ثبت کنید؛ پس از آن وجه خودکار به تأمین‌کننده پرداخت می‌شود.`
          : `پس از رسیدن سفارش، دریافت را تأیید کنید یا اگر مشکلی هست اختلاف ثبت کنید؛ مهلت اعتراض ${formatNumberFa(money.objectionDays)} روز پس از ثبت تحویل است.`}
      </p>
      <form action={confirmReceipt}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={buttonClass('primary')}>
          تأیید دریافت
        </button>
        <span className="ms-3 text-sm text-slate-600">
          با تأیید، {toman(money.heldRials)} به تأمین‌کننده پرداخت می‌شود.
        </span>
      </form>
      {canDispute ? <DisputeForm id={id} /> : null}
    </div>
  );
}

/** «ثبت اختلاف»: reason, text and evidence; for an order paid in stages, on one delivered `stage` (decision 040). */
export function DisputeForm({ id, stage }: { id: number; stage?: number }) {
  const prefix = stage ? `dispute-${stage}` : 'dispute';
  return (
    <details className="group rounded-lg ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-red-800">
        {stage ? `ثبت اختلاف دربارهٔ مرحلهٔ ${formatNumberFa(stage)}` : 'ثبت اختلاف'}
      </summary>
      <div className="p-3 pt-0">
        <ActionForm
          action={openDispute}
          encType="multipart/form-data"
          label="ثبت اختلاف"
          className="flex flex-col gap-3"
        >
          <FormMessage />
          <input type="hidden" name="id" value={id} />
          {stage ? <input type="hidden" name="stage" value={stage} /> : null}
          <div className="max-w-md">
            <SelectField
              id={`${prefix}-reason`}
              name="reason"
              label="دلیل اختلاف"
              values={DISPUTE_REASONS}
              labels={DISPUTE_REASON_LABELS}
            />
          </div>
          <TextArea idPrefix={prefix} name="text" label="شرح مشکل" rows={4} maxLength={3000} />
          <EvidenceInput idPrefix={prefix} />
          <div>
            <SubmitButton className={buttonClass('secondary')}>ثبت اختلاف</SubmitButton>
          </div>
        </ActionForm>
      </div>
    </details>
  );
}

/** The supplier's «انصراف از سفارش» with a reason: whatever the buyer paid goes back to the buyer's wallet. */
export function RefuseBox({ id, paid }: { id: number; paid: boolean }) {
  return (
    <details className="rounded-lg ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-800">
        انصراف از سفارش
      </summary>
      <div className="p-3 pt-0">
        <ActionForm action={refuseOrder} label="انصراف از سفارش" className="flex flex-col gap-3">
          <FormMessage />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm text-slate-700">
            {paid
              ? 'خریدار مبلغ سفارش را پرداخته است؛ با انصراف، همهٔ آن به کیف پول خریدار برمی‌گردد.'
              : 'سفارش لغو می‌شود و دلیل آن به خریدار نشان داده می‌شود.'}
          </p>
          <TextArea idPrefix="refuse" name="reason" label="دلیل انصراف" rows={2} maxLength={1000} />
          <div>
            <SubmitButton className={buttonClass('ghost')}>انصراف از سفارش</SubmitButton>
          </div>
        </ActionForm>
      </div>
    </details>
  );
}
