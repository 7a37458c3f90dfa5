import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadEngagementSummary } from '@/features/engagement/engagement-data.server';
import { favoritesHref, lastVisitsHref, notesHref, savedObjectHref } from '@/features/engagement/saved-links';
import { loadSessionUser } from '@/features/profile/profile-data.server';
import { profileMenuItemsFor } from '../_components/profile-menu-items';

export const metadata: Metadata = {
  title: 'حساب کاربری',
  robots: { index: false, follow: false },
};

export default async function ProfileHomePage() {
  const [user, summary] = await Promise.all([loadSessionUser('/profile'), loadEngagementSummary('/profile')]);
  const sections = profileMenuItemsFor(user.roles).filter((item) => item.key !== 'home');

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="profile-heading" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 id="profile-heading" className="text-2xl font-bold text-slate-900">
          {user.displayName ? `سلام، ${user.displayName}` : 'سلام، خوش آمدید'}
        </h1>
        <p className="mt-2 text-slate-700">
          با شمارهٔ{' '}
          <bdi dir="ltr" className="font-medium">
            {toPersianDigits(user.phone)}
          </bdi>{' '}
          وارد شده‌اید.
          {user.displayName ? null : (
            <>
              {' '}
              <Link href="/profile/personal-info" className="font-medium text-brand-700 underline underline-offset-4">
                نام خود را در اطلاعات شخصی وارد کنید
              </Link>
              .
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="summary-heading" className="flex flex-col gap-4">
        <h2 id="summary-heading" className="text-xl font-bold text-slate-900">
          خلاصه
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link
              href={favoritesHref()}
              className="flex min-h-16 items-center justify-between rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400"
            >
              <span className="font-medium text-slate-900">علاقه‌مندی‌ها</span>
              <span className="text-lg font-bold text-brand-800" data-testid="summary-favorites">
                {formatNumberFa(summary.favorites)}
              </span>
            </Link>
          </li>
          <li>
            <Link
              href={notesHref()}
              className="flex min-h-16 items-center justify-between rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400"
            >
              <span className="font-medium text-slate-900">یادداشت‌ها</span>
              <span className="text-lg font-bold text-brand-800" data-testid="summary-notes">
                {formatNumberFa(summary.notes)}
              </span>
            </Link>
          </li>
        </ul>
        {summary.lastVisits.length > 0 ? (
          <div>
            <h3 className="mb-2 font-bold text-slate-900">آخرین بازدیدها</h3>
            <ul className="flex flex-wrap gap-2" aria-label="آخرین بازدیدها">
              {summary.lastVisits.map((visit) =>
                visit.object ? (
                  <li key={`${visit.objectType}-${visit.objectId}`}>
                    <Link
                      href={savedObjectHref(visit.objectType, visit.object)}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50"
                    >
                      {toPersianDigitsInText(visit.object.title)}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
            <p className="mt-2">
              <Link href={lastVisitsHref()} className="font-medium text-brand-700 underline underline-offset-4">
                همهٔ بازدیدهای اخیر
              </Link>
            </p>
          </div>
        ) : null}
      </section>
      <nav aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="mb-3 text-xl font-bold text-slate-900">
          بخش‌های حساب کاربری
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className="flex min-h-16 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-medium text-slate-900 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400"
              >
                <span>{item.label}</span>
                {item.status === 'soon' ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-normal text-slate-700">
                    به‌زودی
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
