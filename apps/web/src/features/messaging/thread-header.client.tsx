'use client';
import { REPORT_REASON_MAX_LENGTH } from '@bazaar/contracts/messaging-reports';
// The open thread's header: the other party, the subject's page, block or unblock, and the report form it
// opens (staff see a conversation only once it is reported).
import type { Conversation } from '@bazaar/contracts/messaging-threads';
import Link from 'next/link';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { BackButton } from './back-to-list-button.client';
import { otherParty, subjectHref, subjectLabel } from './conversation-display';

export function ThreadHeader({
  conversation: c,
  onBack,
  onBlock,
  onReport,
}: {
  conversation: Conversation | null;
  onBack: () => void;
  onBlock: (blocked: boolean) => void;
  /** Sends the report; true when it was recorded (the form then closes and empties). */
  onReport: (reason: string) => Promise<boolean>;
}) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');

  async function submitReport() {
    if (await onReport(reason.trim())) {
      setReporting(false);
      setReason('');
    }
  }

  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <BackButton onBack={onBack} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold text-slate-900" data-testid="thread-title">
            {c ? otherParty(c) : 'گفتگو'}
          </h2>
          {c && subjectLabel(c) ? (
            <Link href={subjectHref(c)} className="block truncate text-sm text-brand-800 underline">
              {subjectLabel(c)}
            </Link>
          ) : null}
        </div>
        {c && (!c.blocked || c.blockedByMe) ? (
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-100"
            onClick={() => onBlock(!c.blockedByMe)}
          >
            {c.blockedByMe ? 'رفع مسدودی' : 'مسدود کردن'}
          </button>
        ) : null}
        {c ? (
          <button
            type="button"
            aria-expanded={reporting}
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm text-rose-800 hover:bg-rose-50"
            onClick={() => setReporting((v) => !v)}
          >
            گزارش
          </button>
        ) : null}
      </header>
      {reporting ? (
        <form
          noValidate
          className="flex flex-col gap-2 border-b border-slate-200 bg-rose-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submitReport();
          }}
        >
          <label htmlFor="report-reason" className="text-sm font-medium text-slate-900">
            دلیل گزارش (کارکنان بازار صنعت پس از گزارش این گفتگو را می‌بینند)
          </label>
          <textarea
            id="report-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REPORT_REASON_MAX_LENGTH}
            rows={2}
            required
            className="rounded-lg border border-slate-300 bg-white p-2"
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary')} disabled={!reason.trim()}>
              ارسال گزارش
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setReporting(false)}>
              انصراف
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
