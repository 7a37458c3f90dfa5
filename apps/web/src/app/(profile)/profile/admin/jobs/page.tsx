// /profile/admin/jobs: background jobs that failed after every retry, with their error; staff run one again.
// Staff only.
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { retryJob } from '@/features/staff-admin/staff-actions';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { firstParam } from '@/lib/route-params';

const PATH = '/profile/admin/jobs';
const NOTICES: Record<string, { ok: boolean; text: string }> = {
  retried: { ok: true, text: 'کار دوباره در صف اجرا قرار گرفت.' },
  gone: { ok: false, text: 'این کار یافت نشد یا دیگر ناموفق نیست.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'کارهای ناموفق', robots: { index: false, follow: false } };
}

export default async function StaffJobsPage({ searchParams }: PageProps<'/profile/admin/jobs'>) {
  const { jobs } = await staffApis(PATH);
  const failed = await jobs.failed({ query: { limit: 100 } });
  const notice = NOTICES[firstParam((await searchParams).notice) ?? ''] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">کارهای ناموفق</h1>
        <p className="mt-1 text-slate-700">
          کارهای پس‌زمینه (پیامک، رویدادها، پرداخت‌ها) که پس از همهٔ تلاش‌ها ناموفق ماندند.
        </p>
      </header>
      <NoticeBanner notice={notice} />
      {failed.length === 0 ? <EmptyState title="کار ناموفقی نیست">همهٔ کارهای پس‌زمینه انجام شده‌اند.</EmptyState> : null}
      <ul className="flex flex-col gap-3">
        {failed.map((job) => (
          <li key={job.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-medium text-slate-900" dir="ltr" lang="en">
              {job.queue}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {toPersianDigits(job.attempts)} تلاش · ساخته در {formatJalaliDate(job.createdAt, { style: 'long' })}
              {job.failedAt ? ` · آخرین خطا ${formatJalaliDate(job.failedAt, { style: 'long' })}` : ''}
            </p>
            <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-sm text-slate-800" dir="ltr" lang="en">
              {job.error}
            </pre>
            <form action={retryJob} className="mt-2">
              <input type="hidden" name="id" value={job.id} />
              <button type="submit" className={buttonClass('secondary')}>
                اجرای دوباره<span className="sr-only"> {job.queue}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}
