// /profile/admin/trade-terms: the trade lexicon (decision 046). Names buyers and suppliers use for the catalog's
// words; staff approve or refuse suppliers' proposals and add terms with their source. Staff only.

import { bind } from '@bazaar/api-client/endpoint-client';
import {
  TRADE_TERM_KIND_LABELS,
  TRADE_TERM_KINDS,
  TRADE_TERM_STATE_LABELS,
  tradeTermEndpoints,
  tradeTermStateSchema,
} from '@bazaar/contracts/trade-terms';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { ReviewForms } from '@/features/staff-admin/review-forms';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_TRADE_TERMS_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { addTradeTerm, approveTradeTerm, rejectTradeTerm } from '@/features/trade-terms/trade-term-actions';
import { firstParam } from '@/lib/route-params';

const NOTICES = {
  added: { ok: true, text: 'واژه افزوده شد؛ جست‌وجو و دستیار از همین حالا آن را می‌شناسند.' },
  approved: { ok: true, text: 'واژه پذیرفته شد؛ جست‌وجو و دستیار از همین حالا آن را می‌شناسند.' },
  rejected: { ok: true, text: 'پیشنهاد رد شد و دلیل آن به تأمین‌کننده نمایش داده می‌شود.' },
  'reason-required': { ok: false, text: 'دلیل رد را بنویسید؛ تأمین‌کننده آن را می‌بیند.' },
  'already-reviewed': { ok: false, text: 'این پیشنهاد پیش‌تر بررسی شده است.' },
  gone: { ok: false, text: 'این مورد یافت نشد؛ فهرست تازه را ببینید.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
} as const;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'واژه‌های بازاری', robots: { index: false, follow: false } };
}

export default async function StaffTradeTermsPage({ searchParams }: PageProps<'/profile/admin/trade-terms'>) {
  const { http } = await staffApis(PATH);
  const params = await searchParams;
  const parsed = tradeTermStateSchema.safeParse(firstParam(params.state));
  const state = parsed.success ? parsed.data : 'proposed';
  const list = await bind(http, tradeTermEndpoints).queue({ query: { state, pageSize: 100 } });
  const noticeKey = firstParam(params.notice);
  const notice = noticeKey && Object.hasOwn(NOTICES, noticeKey) ? NOTICES[noticeKey as keyof typeof NOTICES] : null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">واژه‌های بازاری</h1>
        <p className="mt-1 text-slate-700">
          نام‌هایی که خریداران و تأمین‌کنندگان برای واژه‌های کاتالوگ به کار می‌برند؛ جست‌وجو، پیشنهادهای هنگام تایپ و دستیار
          خرید واژه‌های پذیرفته‌شده را می‌شناسند.
        </p>
      </header>
      <NoticeBanner notice={notice} />
      <StateTabs
        label="وضعیت واژه‌ها"
        states={tradeTermStateSchema.options}
        labels={TRADE_TERM_STATE_LABELS}
        current={state}
        href={(s) => `${PATH}?state=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(list.total)} مورد</p>
      {list.items.length === 0 ? (
        <EmptyState title="واژه‌ای در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-4">
        {list.items.map((t) => (
          <li key={t.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="trade-term">
            <h2 className="text-lg font-bold text-slate-900">
              «{toPersianDigitsInText(t.term)}» یعنی «{toPersianDigitsInText(t.means)}»
            </h2>
            <p className="mt-1 text-sm text-slate-800">
              {TRADE_TERM_KIND_LABELS[t.kind]} · پیشنهاد {t.merchant?.name ?? 'کارشناسان'} ·{' '}
              {formatJalaliDate(t.createdAt, { style: 'long' })}
            </p>
            <p className="text-sm text-slate-700">منبع: {toPersianDigitsInText(t.source)}</p>
            {t.rejectionReason ? (
              <p className="mt-1 text-sm text-red-800">دلیل رد: {toPersianDigitsInText(t.rejectionReason)}</p>
            ) : null}
            {t.state === 'proposed' ? (
              <ReviewForms
                id={t.id}
                name={t.term}
                acceptLabel="پذیرش"
                accept={approveTradeTerm}
                reject={rejectTradeTerm}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-term" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="add-term" className="text-lg font-bold text-slate-900">
          افزودن واژه
        </h2>
        <ActionForm action={addTradeTerm} className="mt-3 flex flex-col gap-4" label="افزودن واژهٔ بازاری">
          <TextField idPrefix="term" name="term" label="واژه (حداکثر سه واژه)" required maxLength={60} />
          <TextField idPrefix="term" name="means" label="واژهٔ کاتالوگ که همین معنا را دارد" required maxLength={60} />
          <div>
            <label htmlFor="term-kind" className={labelClass}>
              نوع
            </label>
            <select id="term-kind" name="kind" className={inputClass()} aria-describedby="term-kind-error">
              {TRADE_TERM_KINDS.map((k) => (
                <option key={k} value={k}>
                  {TRADE_TERM_KIND_LABELS[k]}
                </option>
              ))}
            </select>
            <FieldMessage field="kind" id="term-kind-error" />
          </div>
          <TextField
            idPrefix="term"
            name="source"
            label="منبع"
            hint="از کجا آمده است: فهرست قیمت یک تأمین‌کننده، جست‌وجوی خریداران، فرهنگستان…"
            required
            maxLength={300}
          />
          <FormMessage />
          <SubmitButton className={buttonClass('primary')}>افزودن</SubmitButton>
        </ActionForm>
      </section>
    </div>
  );
}
