// /profile/admin/reported: conversations a party reported, newest report first; `?id=` opens one thread (only
// reported ones: staff read nothing else). Staff only.
import { isApiError } from '@bazaar/api-client/api-error';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { firstParam, parsePublicId } from '@/lib/route-params';

const PATH = '/profile/admin/reported';
const SIDE = { buyer: 'خریدار', merchant: 'تأمین‌کننده' } as const;

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'گفت‌وگوهای گزارش‌شده', robots: { index: false, follow: false } };
}

export default async function StaffReportedPage({ searchParams }: PageProps<'/profile/admin/reported'>) {
  const { messaging } = await staffApis(PATH);
  const id = parsePublicId(firstParam((await searchParams).id));
  const reported = await messaging.reported();
  const thread = id
    ? await messaging.reportedThread({ params: { id }, query: { limit: 50 } }).catch((error) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      })
    : null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">گفت‌وگوهای گزارش‌شده</h1>
      </header>
      {reported.length === 0 ? (
        <EmptyState title="گزارشی ثبت نشده است">گفت‌وگوی گزارش‌شده‌ای وجود ندارد.</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-3">
        {reported.map((r) => (
          <li key={r.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-medium text-slate-900">
              {r.buyer.name} ↔ {r.merchant.name}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              گزارش از طرف {SIDE[r.reportedBySide]} در{' '}
              <time dateTime={r.reportedAt}>{formatJalaliDate(r.reportedAt, { style: 'long' })}</time>:{' '}
              {toPersianDigitsInText(r.reason)}
            </p>
            <Link href={`${PATH}?id=${r.id}#thread`} className="mt-2 inline-block text-brand-800 underline">
              خواندن گفت‌وگوی {toPersianDigits(r.id)}
            </Link>
          </li>
        ))}
      </ul>
      {thread ? (
        <section id="thread" aria-labelledby="thread-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="thread-heading" className="text-lg font-bold text-slate-900">
            پیام‌های گفت‌وگوی {toPersianDigits(thread.conversation.id)}
          </h2>
          <ol className="mt-3 flex flex-col gap-2">
            {thread.messages.map((m) => (
              <li key={m.id} className="rounded-lg bg-slate-50 p-3">
                <p className="text-sm text-slate-700">
                  {m.author.name} ({SIDE[m.side]}) ·{' '}
                  <time dateTime={m.createdAt}>{formatJalaliDate(m.createdAt, { style: 'long' })}</time>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-900">
                  {m.deleted ? 'پیام حذف شده است.' : toPersianDigitsInText(m.body)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
