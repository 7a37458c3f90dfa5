// Staff's decision on a dispute (decision 039): release all, refund all, or split with the refund in tomans, and
// a reason both parties read; the API's Persian errors beside the fields. Final: the form is gone once decided.
import { DISPUTE_OUTCOME_LABELS, DISPUTE_OUTCOMES, type Dispute } from '@bazaar/contracts/disputes';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { labelClass } from '@/components/ui/form-styles';
import { toman } from './format';
import { decideDispute } from './secure-payment-actions';
import { TomansField } from './shipping-price-field';

export function DecisionForm({ dispute }: { dispute: Dispute }) {
  return (
    <ActionForm action={decideDispute} label="تصمیم دربارهٔ اختلاف" className="flex flex-col gap-4">
      <FormMessage />
      <input type="hidden" name="disputeId" value={dispute.id} />
      <fieldset aria-describedby="decide-outcome-error">
        <legend className={labelClass}>تصمیم دربارهٔ {toman(dispute.heldRials)} نگه‌داشته</legend>
        <div className="flex flex-col gap-1">
          {DISPUTE_OUTCOMES.map((o) => (
            <label key={o} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="outcome" value={o} className="size-5" />
              {DISPUTE_OUTCOME_LABELS[o]}
            </label>
          ))}
        </div>
        <FieldMessage field="outcome" id="decide-outcome-error" />
      </fieldset>
      <TomansField
        id="decide-refund"
        name="refundTomans"
        label="در تقسیم: مبلغ بازگشتی به خریدار (تومان)"
        hint="باقی مبلغ، پس از کسر کمیسیون، به تأمین‌کننده پرداخت می‌شود."
        errorField="refundRials"
      />
      <TextArea idPrefix="decide" name="reason" label="دلیل تصمیم (هر دو طرف می‌خوانند)" rows={3} maxLength={3000} />
      <div>
        <SubmitButton className={buttonClass('primary')}>ثبت تصمیم نهایی</SubmitButton>
      </div>
    </ActionForm>
  );
}
