// /profile/admin/users: find users by mobile number (Persian or Latin digits) or name, see their roles, grant
// or take the staff role, block or unblock. Nobody changes their own. Staff only (decision 030).
import { ROLE_LABELS } from '@bazaar/contracts/identity';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { loadSessionUser } from '@/features/profile/profile-data.server';
import { changeUser } from '@/features/staff-admin/admin-actions';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { STAFF_USERS_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { firstParam } from '@/lib/route-params';

const NOTICES: Record<string, { ok: boolean; text: string }> = {
  'grant-admin': { ok: true, text: 'نقش مدیر داده شد.' },
  'revoke-admin': { ok: true, text: 'نقش مدیر گرفته شد.' },
  block: { ok: true, text: 'کاربر مسدود شد و از حساب‌هایش بیرون رفت.' },
  unblock: { ok: true, text: 'کاربر از مسدودی درآمد.' },
  own: { ok: false, text: 'نقش یا دسترسی حساب خودتان را نمی‌توانید تغییر دهید.' },
  gone: { ok: false, text: 'این کاربر یافت نشد.' },
  failed: { ok: false, text: 'انجام نشد، لطفاً دوباره تلاش کنید.' },
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'کاربران', robots: { index: false, follow: false } };
}

export default async function StaffUsersPage({ searchParams }: PageProps<'/profile/admin/users'>) {
  const { admin } = await staffApis(PATH);
  const me = await loadSessionUser(PATH);
  const params = await searchParams;
  const q = (firstParam(params.q) ?? '').slice(0, 100);
  // Without a search, the newest users (issue 37: the page was empty until something was typed).
  const found = await admin.users({ query: q ? { q, pageSize: 30 } : { pageSize: 30 } });
  const notice = NOTICES[firstParam(params.notice) ?? ''] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">کاربران</h1>
      </header>
      <NoticeBanner notice={notice} />
      <search>
        <form noValidate method="get" action={PATH} className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="users-q" className={labelClass}>
              شمارهٔ همراه یا نام
            </label>
            <input id="users-q" name="q" defaultValue={q} maxLength={100} className={inputClass()} />
          </div>
          <button type="submit" className={buttonClass('primary')}>
            جست‌وجو
          </button>
        </form>
      </search>
      {q ? null : (
        <h2 className="text-lg font-bold text-slate-900" data-testid="newest-users">
          تازه‌ترین کاربران
        </h2>
      )}
      {found.items.length === 0 ? <EmptyState title="کاربری پیدا نشد">شماره یا نام دیگری بنویسید.</EmptyState> : null}
      {found.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={q ? 'کاربران یافته‌شده' : 'تازه‌ترین کاربران'}>
          {found.items.map((u) => {
            const admin = u.roles.includes('admin');
            const self = u.id === me.id;
            const label = u.name || toPersianDigits(u.phone);
            return (
              <li key={u.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <p className="font-medium text-slate-900">
                  {u.name || 'بدون نام'} · <span dir="ltr">{toPersianDigits(u.phone)}</span>
                  {u.blocked ? <span className="ms-2 rounded bg-red-100 px-2 text-sm text-red-800">مسدود</span> : null}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  نقش‌ها: {u.roles.map((r) => ROLE_LABELS[r]).join('، ')} · عضویت از{' '}
                  <time dateTime={u.createdAt}>{formatJalaliDate(u.createdAt)}</time>
                </p>
                {self ? (
                  <p className="mt-2 text-sm text-slate-600">این حساب خود شماست.</p>
                ) : (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {[admin ? 'revoke-admin' : 'grant-admin', u.blocked ? 'unblock' : 'block'].map((change) => (
                      <form noValidate key={change} action={changeUser}>
                        <input type="hidden" name="id" value={u.id} />
                        <input type="hidden" name="q" value={q} />
                        <input type="hidden" name="change" value={change} />
                        <button type="submit" className={buttonClass('secondary')}>
                          {
                            {
                              'grant-admin': 'دادن نقش مدیر',
                              'revoke-admin': 'گرفتن نقش مدیر',
                              block: 'مسدود کردن',
                              unblock: 'رفع مسدودی',
                            }[change]
                          }
                          <span className="sr-only"> برای {label}</span>
                        </button>
                      </form>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
