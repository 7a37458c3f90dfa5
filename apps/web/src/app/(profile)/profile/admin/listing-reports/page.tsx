// /profile/admin/listing-reports: «گزارش تخلف» of public listings (decision 034), grouped by listing with their
// count and reasons, newest report first; open ones are dismissed (with an optional note) or unpublished with a
// reason the supplier reads. The other tabs show how staff resolved them. Staff only.
import {
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_STATE_LABELS,
  LISTING_REPORT_TEXT_MAX,
  listingReportStateSchema,
  type StaffReportedListing,
} from '@bazaar/contracts/listing-reports';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { productHref } from '@/features/catalog/product-links';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { dismissListingReports, unpublishReportedListing } from '@/features/listing-reports/listing-report-actions';
import { listingReportNotice } from '@/features/listing-reports/listing-report-notices';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_LISTING_REPORTS_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'آگهی‌های گزارش‌شده', robots: { index: false, follow: false } };
}

function Decision({ group }: { group: StaffReportedListing }) {
  const { id } = group.product;
  const name = toPersianDigitsInText(group.product.title);
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <form noValidate action={dismissListingReports} className="flex flex-col gap-2">
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`dismiss-${id}`} className={labelClass}>
          یادداشت بستن گزارش‌ها (اختیاری)
        </label>
        <input id={`dismiss-${id}`} name="note" maxLength={LISTING_REPORT_TEXT_MAX} className={inputClass()} />
        <button type="submit" className={buttonClass('secondary', 'self-start')}>
          بستن بدون اقدام<span className="sr-only"> «{name}»</span>
        </button>
      </form>
      <form noValidate action={unpublishReportedListing} className="flex flex-col gap-2">
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`unpublish-${id}`} className={labelClass}>
          دلیل توقف انتشار (به تأمین‌کننده نمایش داده می‌شود)
        </label>
        <textarea
          id={`unpublish-${id}`}
          name="reason"
          rows={2}
          required
          minLength={5}
          maxLength={LISTING_REPORT_TEXT_MAX}
          className={inputClass(false, 'py-2')}
        />
        <button type="submit" className={buttonClass('primary', 'self-start')}>
          توقف انتشار آگهی<span className="sr-only"> «{name}»</span>
        </button>
      </form>
    </div>
  );
}

export default async function StaffListingReportsPage({ searchParams }: PageProps<'/profile/admin/listing-reports'>) {
  const { listingReports } = await staffApis(PATH);
  const params = await searchParams;
  const parsed = listingReportStateSchema.safeParse(firstParam(params.state));
  const state = parsed.success ? parsed.data : 'open';
  const queue = await listingReports.queue({ query: { state, pageSize: 50 } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">آگهی‌های گزارش‌شده</h1>
        <p className="mt-1 text-slate-700">
          گزارش‌های بازدیدکنندگان از آگهی‌ها، به تفکیک آگهی. گزارش‌ها را بی‌اقدام ببندید یا انتشار آگهی را با ذکر دلیل متوقف
          کنید.
        </p>
      </header>
      <NoticeBanner notice={listingReportNotice(params.notice)} />
      <StateTabs
        label="وضعیت گزارش‌ها"
        states={listingReportStateSchema.options}
        labels={LISTING_REPORT_STATE_LABELS}
        current={state}
        href={(s) => `${PATH}?state=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(queue.total)} آگهی</p>
      {queue.items.length === 0 ? (
        <EmptyState title="آگهی‌ای در این وضعیت نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-4">
        {queue.items.map((group) => (
          <li
            key={group.product.id}
            className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
            data-testid="reported-listing"
            data-product-id={group.product.id}
          >
            <h2 className="text-lg font-bold text-slate-900">
              {group.product.status === 'published' ? (
                <Link href={productHref(group.product)} className="underline-offset-4 hover:underline">
                  {toPersianDigitsInText(group.product.title)}
                </Link>
              ) : (
                toPersianDigitsInText(group.product.title)
              )}
            </h2>
            <p className="mt-1 text-sm text-slate-800">
              {group.product.merchant.name} · {toPersianDigits(group.count)} گزارش · آخرین گزارش{' '}
              <time dateTime={group.latestAt}>{formatJalaliDate(group.latestAt, { style: 'long' })}</time>
              {group.product.status === 'published' ? '' : ' · منتشرنشده'}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="دلیل‌های گزارش">
              {group.reasons.map((r) => (
                <li key={r.reason} className="rounded-full bg-red-50 px-3 py-0.5 text-sm text-red-900">
                  {LISTING_REPORT_REASON_LABELS[r.reason]} ({toPersianDigits(r.count)})
                </li>
              ))}
            </ul>
            <details className="mt-3">
              <summary className="min-h-11 cursor-pointer py-2 text-brand-800">
                گزارش‌ها<span className="sr-only"> «{toPersianDigitsInText(group.product.title)}»</span>
              </summary>
              <ol className="flex flex-col gap-2">
                {group.reports.map((r) => (
                  <li key={r.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                    <p className="text-slate-700">
                      {LISTING_REPORT_REASON_LABELS[r.reason]} · {r.reporter.name || toPersianDigits(r.reporter.phone)}{' '}
                      · <time dateTime={r.createdAt}>{formatJalaliDate(r.createdAt, { style: 'long' })}</time>
                    </p>
                    {r.text ? (
                      <p className="mt-1 whitespace-pre-line text-slate-900">{toPersianDigitsInText(r.text)}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </details>
            {group.resolution ? (
              <p className="mt-3 text-sm text-slate-800">
                {group.state === 'unpublished' ? 'دلیل توقف انتشار' : 'یادداشت'}:{' '}
                {group.resolution.note ? toPersianDigitsInText(group.resolution.note) : '—'} ·{' '}
                {group.resolution.staffName || 'کارشناس'} ·{' '}
                <time dateTime={group.resolution.at}>{formatJalaliDate(group.resolution.at, { style: 'long' })}</time>
              </p>
            ) : null}
            {group.state === 'open' ? <Decision group={group} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
