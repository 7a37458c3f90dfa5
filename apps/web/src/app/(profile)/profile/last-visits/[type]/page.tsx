// /profile/last-visits/{type}: what the visitor saw last (all, or products, suppliers or articles), newest
// first; the API keeps the newest 50 of each type.
import { LAST_VISITS_KEPT, SAVED_OBJECT_TYPE_LABELS } from '@bazaar/contracts/engagement';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { loadLastVisits, parseSavedListType } from '@/features/engagement/engagement-data.server';
import { lastVisitsHref, savedObjectHref } from '@/features/engagement/saved-links';
import { SavedTabs } from '@/features/engagement/saved-tabs';

export const metadata: Metadata = { title: 'بازدیدهای اخیر', robots: { index: false, follow: false } };

export default async function LastVisitsPage({ params }: PageProps<'/profile/last-visits/[type]'>) {
  const listType = parseSavedListType((await params).type);
  if (listType === null) notFound();
  const visits = (await loadLastVisits(lastVisitsHref(listType), listType)).filter((visit) => visit.object !== null);

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'بازدیدهای اخیر' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">بازدیدهای اخیر</h1>
        <p className="mt-1 text-slate-700">
          محصولات، تأمین‌کنندگان و مقاله‌هایی که اخیراً دیده‌اید؛ از هر نوع، ۵۰ بازدید آخر.
        </p>
      </header>
      <SavedTabs current={listType} hrefOf={lastVisitsHref} label="نوع بازدیدها" />
      {visits.length === 0 ? (
        <EmptyState title="هنوز بازدیدی ثبت نشده است">
          صفحه‌هایی که پس از ورود به حساب می‌بینید، اینجا نمایش داده می‌شود.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="بازدیدهای اخیر">
          {visits.map((visit) =>
            visit.object ? (
              <li
                key={`${visit.objectType}-${visit.objectId}`}
                className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
              >
                {visit.object.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: pictures come from the API's file store at any address.
                  <img
                    src={visit.object.imageUrl}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 rounded-lg bg-slate-100 object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">{SAVED_OBJECT_TYPE_LABELS[visit.objectType]}</p>
                  <Link
                    href={savedObjectHref(visit.objectType, visit.object)}
                    className="font-bold text-brand-900 hover:underline"
                  >
                    {toPersianDigitsInText(visit.object.title)}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <time dateTime={visit.visitedAt}>{formatJalaliDate(visit.visitedAt, { style: 'long' })}</time>
                  </p>
                </div>
              </li>
            ) : null,
          )}
        </ul>
      )}
      <p className="sr-only">فهرست حداکثر {formatNumberFa(LAST_VISITS_KEPT)} بازدید از هر نوع را نگه می‌دارد.</p>
    </div>
  );
}
