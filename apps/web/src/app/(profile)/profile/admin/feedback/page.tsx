// /profile/admin/feedback: what visitors sent from /feedback, by state (new, read, answered, archived);
// `?id=` opens one message to mark it or answer it with a note (and by SMS when the sender left a mobile).
// Staff only (decision 030).
import { isApiError } from '@bazaar/api-client/api-error';
import { FEEDBACK_STATE_LABELS, FEEDBACK_STATES, type FeedbackState } from '@bazaar/contracts/staff-admin-feedback';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { TextArea } from '@/components/ui/action-fields';
import { ActionForm, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { replyFeedback, setFeedbackState } from '@/features/staff-admin/admin-actions';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_FEEDBACK_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam, parsePublicId } from '@/lib/route-params';

const NOTICES: Record<string, { ok: boolean; text: string }> = {
  answered: { ok: true, text: 'پاسخ ثبت شد.' },
  'marked-read': { ok: true, text: 'پیام خوانده‌شده علامت خورد.' },
  'marked-new': { ok: true, text: 'پیام دوباره تازه علامت خورد.' },
  'marked-archived': { ok: true, text: 'پیام بایگانی شد.' },
  gone: { ok: false, text: 'این پیام یافت نشد.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'پیام‌های بازدیدکنندگان', robots: { index: false, follow: false } };
}

export default async function StaffFeedbackPage({ searchParams }: PageProps<'/profile/admin/feedback'>) {
  const { admin } = await staffApis(PATH);
  const params = await searchParams;
  const asked = firstParam(params.state);
  const state: FeedbackState = FEEDBACK_STATES.includes(asked as FeedbackState) ? (asked as FeedbackState) : 'new';
  const id = parsePublicId(firstParam(params.id));
  const [list, open] = await Promise.all([
    admin.feedbacks({ query: { state, pageSize: 50 } }),
    id
      ? admin.feedback({ params: { id } }).catch((error) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        })
      : null,
  ]);
  const notice = NOTICES[firstParam(params.notice) ?? ''] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">پیام‌های بازدیدکنندگان</h1>
        <p className="mt-1 text-slate-700">پیام‌هایی که از صفحهٔ «ارتباط با ما» فرستاده شده‌اند.</p>
      </header>
      <NoticeBanner notice={notice} />
      {open ? (
        <section
          id="message"
          aria-labelledby="message-heading"
          className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="message-heading" className="text-lg font-bold text-slate-900">
            {toPersianDigitsInText(open.subject)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {open.name}
            {open.mobile ? (
              <>
                {' · '}
                <span dir="ltr">{toPersianDigits(open.mobile)}</span>
              </>
            ) : null}
            {open.email ? (
              <>
                {' · '}
                <span dir="ltr">{open.email}</span>
              </>
            ) : null}
            {' · '}
            <time dateTime={open.createdAt}>{formatJalaliDate(open.createdAt, { withTime: true })}</time> ·{' '}
            {FEEDBACK_STATE_LABELS[open.state]}
          </p>
          <p className="mt-3 whitespace-pre-line text-slate-900">{toPersianDigitsInText(open.message)}</p>
          {open.reply ? (
            <div className="mt-4 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
              <p className="text-sm font-medium text-emerald-900">
                پاسخ {open.reply.staffName ?? 'کارشناس'} در{' '}
                <time dateTime={open.reply.at}>{formatJalaliDate(open.reply.at, { withTime: true })}</time>
                {open.reply.bySms ? ' (با پیامک فرستاده شد)' : ''}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{toPersianDigitsInText(open.reply.note)}</p>
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {(['read', 'new', 'archived'] as const)
              .filter((s) => s !== open.state)
              .map((s) => (
                <form noValidate key={s} action={setFeedbackState}>
                  <input type="hidden" name="id" value={open.id} />
                  <input type="hidden" name="state" value={s} />
                  <button type="submit" className={buttonClass('secondary')}>
                    {s === 'read' ? 'علامت خوانده‌شده' : s === 'new' ? 'علامت تازه' : 'بایگانی'}
                  </button>
                </form>
              ))}
          </div>
          <ActionForm action={replyFeedback} className="mt-5 flex flex-col gap-3" label="پاسخ به پیام">
            <input type="hidden" name="id" value={open.id} />
            <TextArea idPrefix="reply" name="note" label="پاسخ شما" required maxLength={1000} />
            {open.mobile ? (
              <label className="flex min-h-11 items-center gap-2 text-slate-800">
                <input type="checkbox" name="sms" className="size-4" />
                پاسخ با پیامک هم به <span dir="ltr">{toPersianDigits(open.mobile)}</span> فرستاده شود
              </label>
            ) : (
              <p className="text-sm text-slate-600">فرستنده شمارهٔ همراه نگذاشته است؛ پاسخ فقط اینجا ثبت می‌شود.</p>
            )}
            <FormMessage />
            <div>
              <SubmitButton className={buttonClass('primary')}>ثبت پاسخ</SubmitButton>
            </div>
          </ActionForm>
        </section>
      ) : null}
      <StateTabs
        label="وضعیت پیام‌ها"
        states={FEEDBACK_STATES}
        labels={FEEDBACK_STATE_LABELS}
        current={state}
        href={(s) => `${PATH}?state=${s}`}
      />
      {list.items.length === 0 ? (
        <EmptyState title="پیامی در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((f) => (
            <li key={f.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <Link href={`${PATH}?state=${state}&id=${f.id}#message`} className="font-medium text-brand-800 underline">
                {toPersianDigitsInText(f.subject)}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {f.name} · <time dateTime={f.createdAt}>{formatJalaliDate(f.createdAt, { withTime: true })}</time>
              </p>
              <p className="mt-1 line-clamp-2 text-slate-800">{toPersianDigitsInText(f.message)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
