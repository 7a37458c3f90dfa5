// /profile/admin: for users the API calls admins. The role comes from GET /users/me (verified by the
// API), not from the unverified cookie; anyone else gets the 403 screen with HTTP 403.
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { loadSessionUser } from '@/features/profile/profile-data.server';

const PATH = '/profile/admin';

// The title must be the 403 screen's too when the page is refused (a page's metadata wins over forbidden.tsx's).
export async function generateMetadata(): Promise<Metadata> {
  const user = await loadSessionUser(PATH);
  if (!user.roles.includes('admin')) return errorScreenMetadata('403');
  return { title: 'مدیریت', robots: { index: false, follow: false } };
}

export default async function ProfileAdminPage() {
  const user = await loadSessionUser(PATH);
  if (!user.roles.includes('admin')) forbidden();

  return (
    <section aria-labelledby="admin-heading" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 id="admin-heading" className="text-2xl font-bold text-slate-900">
        مدیریت
      </h1>
      <p className="mt-4 inline-block rounded-full bg-accent-100 px-3 py-0.5 font-medium text-accent-800">به‌زودی</p>
      <p className="mt-3 text-lg text-slate-700">ابزارهای مدیریت بازار صنعت هنوز راه‌اندازی نشده‌اند.</p>
    </section>
  );
}
