// An invoice's state in سامانه مودیان (decision 042), for its row in an invoice list or its page: the state in
// Persian, the tax id (Latin, left to right), the system's or the buyer's reasons, the last failure to reach the
// system while it is retried, and «ارسال به سامانه مودیان» when the seller may send it (a plain form to a server
// action, so it works without JavaScript). Invoice lists place it per row; `InvoiceTaxStatus` loads it by id.
import { TAX_SUBMISSION_STATE_LABELS, type TaxSubmission } from '@bazaar/contracts/tax-system';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { buttonClass } from '@/components/ui/button-styles';
import { sendToTaxSystem } from './tax-system-actions';
import { loadTaxSubmission } from './tax-system-data.server';

const TONE: Record<TaxSubmission['state'], string> = {
  not_sent: 'bg-slate-100 text-slate-800',
  queued: 'bg-amber-50 text-amber-900',
  sent: 'bg-amber-50 text-amber-900',
  accepted: 'bg-emerald-50 text-emerald-900',
  buyer_accepted: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
  buyer_rejected: 'bg-red-50 text-red-900',
  failed: 'bg-red-50 text-red-900',
};

export function TaxSubmissionStatus({ submission, returnTo }: { submission: TaxSubmission; returnTo: string }) {
  const { state } = submission;
  const again = state === 'rejected' || state === 'failed';
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="tax-submission">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 font-medium ${TONE[state]}`}>
          {TAX_SUBMISSION_STATE_LABELS[state]}
        </span>
        {submission.taxId ? (
          <span className="text-slate-700">
            شماره مالیاتی:{' '}
            <bdi dir="ltr" className="font-mono">
              {submission.taxId}
            </bdi>
          </span>
        ) : null}
        {submission.decidedAt ? (
          <time dateTime={submission.decidedAt} className="text-slate-600">
            {formatJalaliDate(submission.decidedAt, { style: 'long' })}
          </time>
        ) : null}
      </div>
      {submission.reasons.length > 0 ? (
        <ul className="list-inside list-disc text-red-800">
          {submission.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.message}`}>{toPersianDigitsInText(reason.message)}</li>
          ))}
        </ul>
      ) : null}
      {submission.lastError ? <p className="text-amber-900">{submission.lastError}</p> : null}
      {submission.canSend ? (
        <form action={sendToTaxSystem}>
          <input type="hidden" name="invoiceId" value={submission.invoiceId} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={buttonClass(again ? 'secondary' : 'primary', 'mt-1')}>
            {again ? 'ارسال دوباره به سامانه مودیان' : 'ارسال به سامانه مودیان'}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** The status of one invoice, loaded by its id (for a page that lists invoices of the paperwork module). */
export async function InvoiceTaxStatus({ invoiceId, returnTo }: { invoiceId: string; returnTo: string }) {
  return <TaxSubmissionStatus submission={await loadTaxSubmission(returnTo, invoiceId)} returnTo={returnTo} />;
}
