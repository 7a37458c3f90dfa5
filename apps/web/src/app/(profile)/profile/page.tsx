import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadSessionUser } from '@/features/profile/profile-data.server';
import { profileMenuItemsFor } from '../_components/profile-menu-items';

export const metadata: Metadata = {
  title: 'حساب کاربری',
  robots: { index: false, follow: false },
};

export default async function ProfileHomePage() {
  const user = await loadSessionUser('/profile');
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
