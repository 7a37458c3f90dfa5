// A company order's approval and payment (decision 044): «در انتظار تأیید» with the steps taken, approve or
// reject (with a reason) for an approver whose turn it is, asking for approval, the PO number and cost centre,
// and paying a published order from the company wallet (owner, accountant).
import { randomUUID } from 'node:crypto';
import type { CompanyOrder } from '@bazaar/contracts/companies-model';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import { decideOrder, payFromCompany, saveReference, submitForApproval } from './companies-actions';
import { ApprovalBadge } from './company-orders-table';

const BEFORE_PUBLISH = ['draft', 'awaiting_supplier', 'supplier_confirmed', 'supplier_rejected', 'open_for_quotes'];

export function DecisionForms({ order, back }: { order: CompanyOrder; back?: 'approvals' }) {
  if (!order.canDecide) return null;
  const id = order.tradeRequestId;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <form noValidate action={decideOrder}>
        <input type="hidden" name="id" value={id} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <input type="hidden" name="decision" value="approve" />
        <button type="submit" className={buttonClass('primary')}>
          تأیید سفارش<span className="sr-only"> شمارهٔ {toPersianDigits(id)}</span>
        </button>
      </form>
      <form noValidate action={decideOrder} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={id} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <input type="hidden" name="decision" value="reject" />
        <div>
          <label htmlFor={`reason-${id}`} className={labelClass}>
            دلیل رد
          </label>
          <input id={`reason-${id}`} name="reason" maxLength={500} className={inputClass(false)} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          رد سفارش<span className="sr-only"> شمارهٔ {toPersianDigits(id)}</span>
        </button>
      </form>
    </div>
  );
}

export function ApprovalPanel({ order }: { order: CompanyOrder }) {
  const { approval } = order;
  const id = order.tradeRequestId;
  const open = BEFORE_PUBLISH.includes(order.state);
  const needs = approval.required > 0 || approval.ownerRequired;
  return (
    <section aria-labelledby="approval-heading" className={sectionCardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="approval-heading" className="text-lg font-bold text-slate-900">
          تأیید شرکت
        </h2>
        <ApprovalBadge order={order} />
      </div>
      {approval.reasons.length ? (
        <p className="mt-2 text-sm text-slate-700">چرا تأیید می‌خواهد: {approval.reasons.join('، ')}</p>
      ) : null}
      {approval.status === 'pending' ? (
        <p className="mt-2 text-slate-800">
          {toPersianDigits(approval.steps.length)} از {toPersianDigits(Math.max(approval.required, 1))} تأیید
          {approval.ownerRequired ? '؛ بیش از بودجه است و تأیید پایانی با مالک شرکت است' : ''}.
        </p>
      ) : null}
      {approval.steps.length ? (
        <ul className="mt-2 text-sm text-slate-700">
          {approval.steps.map((s) => (
            <li key={s.step}>
              مرحلهٔ {toPersianDigits(s.step)}: {s.approverName}، {formatJalaliDate(s.at, { withTime: true })}
            </li>
          ))}
        </ul>
      ) : null}
      {approval.status === 'rejected' ? (
        <p className="mt-2 text-red-800" data-testid="rejection-reason">
          دلیل رد: {approval.rejectionReason}
        </p>
      ) : null}
      <DecisionForms order={order} />
      {open && needs && approval.status !== 'pending' && approval.status !== 'approved' ? (
        <form noValidate action={submitForApproval} className="mt-3">
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={buttonClass('primary')}>
            فرستادن برای تأیید
          </button>
        </form>
      ) : null}

      <form noValidate action={saveReference} className="mt-5 grid gap-3 sm:grid-cols-3">
        <input type="hidden" name="id" value={id} />
        <div>
          <label htmlFor="po" className={labelClass}>
            شمارهٔ سفارش خرید (PO)
          </label>
          <input
            id="po"
            name="poNumber"
            dir="ltr"
            maxLength={40}
            defaultValue={order.poNumber}
            className={inputClass(false, 'text-start')}
          />
        </div>
        <div>
          <label htmlFor="centre" className={labelClass}>
            مرکز هزینه یا پروژه
          </label>
          <input
            id="centre"
            name="costCentre"
            maxLength={60}
            defaultValue={order.costCentre}
            className={inputClass(false)}
          />
        </div>
        <button type="submit" className={buttonClass('secondary', 'self-end')}>
          ذخیرهٔ PO و مرکز هزینه
        </button>
      </form>

      {order.canPay ? (
        <form noValidate action={payFromCompany} className="mt-5">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="idempotencyKey" value={randomUUID()} />
          <button type="submit" className={buttonClass('primary')}>
            پرداخت امن سفارش از کیف پول شرکت
          </button>
        </form>
      ) : null}
    </section>
  );
}
