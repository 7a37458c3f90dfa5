// A dispute as its parties and staff read it (decision 039): reason, held amount, the supplier's answer deadline,
// the decision with its reason once decided, and the thread of buyer, supplier and staff messages with their
// evidence files; plus the reply box (parties on the order page, staff on theirs).
import { DISPUTE_OUTCOME_LABELS, DISPUTE_REASON_LABELS, type Dispute } from '@bazaar/contracts/disputes';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import { TextArea } from '@/components/ui/action-fields';
import type { ActionFormState } from '@/components/ui/action-form.client';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { labelClass } from '@/components/ui/form-styles';
import { deadlineText, toman } from './format';
import { disputeFileHref } from './secure-payment-links';
import { EVIDENCE_ACCEPT } from './shipment';

type Party = Dispute['messages'][number]['party'];
const PARTY_LABELS: Record<Party, string> = { buyer: 'خریدار', supplier: 'تأمین‌کننده', staff: 'پشتیبانی' };
const PARTY_LOOK: Record<Party, string> = {
  buyer: 'bg-white ring-slate-200',
  supplier: 'bg-brand-50 ring-brand-100',
  staff: 'bg-accent-100 ring-accent-300',
};

export function DisputeDecision({ dispute }: { dispute: Dispute }) {
  const decision = dispute.decision;
  if (!decision) return null;
  return (
    <div
      className="rounded-lg bg-emerald-50 p-3 text-emerald-950 ring-1 ring-emerald-200"
      data-testid="dispute-decision"
    >
      <h3 className="font-bold">تصمیم پشتیبانی: {DISPUTE_OUTCOME_LABELS[decision.outcome]}</h3>
      <p className="mt-1">
        بازگشت به خریدار: <strong>{toman(decision.refundRials)}</strong> · پرداخت به تأمین‌کننده (پیش از کمیسیون):{' '}
        <strong>{toman(decision.releaseRials)}</strong>
      </p>
      <p className="mt-1 whitespace-pre-line">دلیل: {toPersianDigitsInText(decision.reason)}</p>
      <p className="mt-1 text-sm">
        <time dateTime={decision.decidedAt}>
          {formatJalaliDate(decision.decidedAt, { style: 'long', withTime: true })}
        </time>{' '}
        · این تصمیم نهایی است.
      </p>
    </div>
  );
}

export function DisputeSummary({ dispute }: { dispute: Dispute }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-600">دلیل</dt>
        <dd className="text-slate-900" data-testid="dispute-reason">
          {DISPUTE_REASON_LABELS[dispute.reason]}
        </dd>
      </div>
      {dispute.status === 'open' ? (
        <div>
          <dt className="text-sm text-slate-600">مبلغ در اختلاف</dt>
          <dd className="text-slate-900">{toman(dispute.heldRials)}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-sm text-slate-600">{dispute.status === 'open' ? 'مهلت پاسخ تأمین‌کننده' : 'ثبت اختلاف'}</dt>
        <dd className="text-slate-900">
          {dispute.status === 'open'
            ? deadlineText(dispute.supplierAnswerDueAt)
            : formatJalaliDate(dispute.openedAt, { style: 'long' })}
        </dd>
      </div>
    </dl>
  );
}

/** The messages, oldest first, each evidence file linked to its download (the order's parties and staff). */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  return (
    <ol className="flex flex-col gap-2" data-testid="dispute-thread" aria-label="پیام‌های پروندهٔ اختلاف">
      {dispute.messages.map((m) => (
        <li key={m.id} className={clsx('rounded-lg p-3 ring-1', PARTY_LOOK[m.party])} data-testid="dispute-message">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-700">
            <span>
              <strong className="text-slate-900">{PARTY_LABELS[m.party]}</strong> ·{' '}
              {toPersianDigitsInText(m.authorName)}
            </span>
            <time dateTime={m.createdAt}>{formatJalaliDate(m.createdAt, { withTime: true })}</time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{toPersianDigitsInText(m.text)}</p>
          {m.files.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="مدارک پیوست">
              {m.files.map((f) => (
                <li key={f.fileId}>
                  <a
                    href={disputeFileHref(dispute.tradeRequestId, f.fileId)}
                    className="break-all text-brand-800 underline"
                  >
                    {f.fileName}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Text and up to five evidence files; `hidden` carries the order's or the dispute's id. */
export function DisputeMessageForm({
  action,
  hidden,
  label,
}: {
  action: (state: ActionFormState, form: FormData) => Promise<ActionFormState>;
  hidden: Record<string, string | number>;
  label: string;
}) {
  return (
    <ActionForm
      action={action}
      encType="multipart/form-data"
      label="پیام تازه در پروندهٔ اختلاف"
      className="flex flex-col gap-3"
    >
      <FormMessage />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextArea idPrefix="dispute-reply" name="text" label={label} rows={3} maxLength={3000} />
      <EvidenceInput idPrefix="dispute-reply" />
      <div>
        <SubmitButton className={buttonClass('secondary')}>ارسال پیام</SubmitButton>
      </div>
    </ActionForm>
  );
}

export function EvidenceInput({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-evidence`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        مدارک (اختیاری، تا ۵ فایل)
      </label>
      <FileInput
        id={id}
        name="evidence"
        multiple
        accept={EVIDENCE_ACCEPT}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        عکس یا PDF: تصویر تا ۵ مگابایت، PDF تا ۱۰ مگابایت
      </p>
      <FieldMessage field="fileIds" id={`${id}-error`} />
    </div>
  );
}
