import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'حساب کاربری',
  robots: { index: false, follow: false },
};

// Placeholder until the profile features land; it says so rather than pretending to show data.
export default function ProfileHomePage() {
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 id="profile-heading" className="text-2xl font-bold text-slate-900">
        حساب کاربری
      </h1>
      <p className="mt-4 text-lg text-slate-700">این بخش در دست ساخت است.</p>
      <p className="mt-2 text-slate-600">
        امکانات حساب کاربری (علاقه‌مندی‌ها، یادداشت‌ها، پیام‌ها، کیف پول، نشانی‌ها و سفارش‌ها) هنوز راه‌اندازی نشده‌اند و به‌زودی
        در همین صفحه در دسترس خواهند بود.
      </p>
    </section>
  );
}
