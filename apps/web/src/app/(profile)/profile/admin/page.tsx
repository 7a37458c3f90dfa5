// /profile/admin: for users the API calls admins. The role comes from GET /users/me (verified by the
// API), not from the unverified cookie; anyone else gets the 403 screen with HTTP 403.
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, paymentStatusSchema } from '@bazaar/contracts/wallet-payments';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { loadSessionUser } from '@/features/profile/profile-data.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { walletNotice } from '@/features/wallet/notices';
import { adjustWallet } from '@/features/wallet/wallet-actions';
import { walletApi } from '@/features/wallet/wallet-data.server';
import { firstParam, parsePageParam } from '@/lib/route-params';

const PATH = '/profile/admin';

// The title must be the 403 screen's too when the page is refused (a page's metadata wins over forbidden.tsx's).
export async function generateMetadata(): Promise<Metadata> {
  const user = await loadSessionUser(PATH);
  if (!user.roles.includes('admin')) return errorScreenMetadata('403');
  return { title: 'مدیریت', robots: { index: false, follow: false } };
}

const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

export default async function ProfileAdminPage({ searchParams }: PageProps<'/profile/admin'>) {
  const user = await loadSessionUser(PATH);
  if (!user.roles.includes('admin')) forbidden();
  const params = await searchParams;
  const statusParam = paymentStatusSchema.safeParse(firstParam(params.status));
  const status = statusParam.success ? statusParam.data : undefined;
  const page = parsePageParam(params.page) ?? 1;
  const api = await walletApi(PATH);
  const payments = await api.payments.staffList({ query: { page, pageSize: 20, ...(status ? { status } : {}) } });
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    if (status) query.set('status', status);
    if (n > 1) query.set('page', String(n));
    return `${PATH}?${query.toString()}#payments`;
  };

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 id="admin-heading" className="text-2xl font-bold text-slate-900">
          مدیریت
        </h1>
        <p className="mt-1 text-slate-700">کیف پول کاربران و پرداخت‌ها. ابزارهای دیگر مدیریت در فهرست بالا هستند.</p>
      </header>
      <NoticeBanner notice={walletNotice(params.notice)} />

      <section
        id="adjust"
        aria-labelledby="adjust-heading"
        className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="adjust-heading" className="text-lg font-bold text-slate-900">
          واریز یا برداشت از کیف پول کاربر
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          هر تغییر با نام شما و دلیلی که می‌نویسید در دفتر کیف پول ثبت می‌شود.
        </p>
        <form noValidate action={adjustWallet} className="mt-4 grid gap-4 md:grid-cols-2">
          <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
          <input type="hidden" name="returnTo" value={PATH} />
          <div>
            <label htmlFor="adjust-phone" className={labelClass}>
              شمارهٔ همراه کاربر
            </label>
            <input
              id="adjust-phone"
              name="phoneNumber"
              inputMode="tel"
              dir="ltr"
              required
              className={inputClass(false, 'text-start')}
            />
          </div>
          <div>
            <label htmlFor="adjust-amount" className={labelClass}>
              مبلغ (تومان)
            </label>
            <input
              id="adjust-amount"
              name="amount"
              inputMode="numeric"
              dir="ltr"
              required
              className={inputClass(false, 'text-start')}
            />
          </div>
          <fieldset className="flex flex-wrap gap-3">
            <legend className={labelClass}>نوع</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="direction" value="credit" defaultChecked className="size-4" />
              واریز به کیف پول
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="direction" value="debit" className="size-4" />
              برداشت از کیف پول
            </label>
          </fieldset>
          <div>
            <label htmlFor="adjust-reason" className={labelClass}>
              دلیل
            </label>
            <input id="adjust-reason" name="reason" required minLength={5} maxLength={500} className={inputClass()} />
          </div>
          <div>
            <button type="submit" className={buttonClass('primary')}>
              ثبت
            </button>
          </div>
        </form>
      </section>

      <section id="payments" aria-labelledby="payments-heading" className="scroll-mt-24 flex flex-col gap-3">
        <h2 id="payments-heading" className="text-lg font-bold text-slate-900">
          پرداخت‌ها
        </h2>
        <nav aria-label="وضعیت پرداخت" className="flex flex-wrap gap-2">
          {[undefined, ...PAYMENT_STATUSES].map((s) => (
            <Link
              key={s ?? 'all'}
              href={s ? `${PATH}?status=${s}#payments` : `${PATH}#payments`}
              aria-current={s === status ? 'page' : undefined}
              className={clsx(
                'rounded-full px-3 py-1 text-sm ring-1',
                s === status ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300',
              )}
            >
              {s ? PAYMENT_STATUS_LABELS[s] : 'همه'}
            </Link>
          ))}
        </nav>
        <p className="text-slate-700">{formatNumberFa(payments.total)} پرداخت</p>
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[44rem]">
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  شماره
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  کاربر
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  بابت
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  مبلغ
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  وضعیت
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  تاریخ
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.items.map((p) => (
                <tr key={p.id} className="border-t border-slate-100">
                  <td className="px-4 py-3">{toPersianDigits(p.id)}</td>
                  <td className="px-4 py-3" dir="ltr">
                    {toPersianDigits(p.userPhone)}
                  </td>
                  <td className="px-4 py-3">{toPersianDigitsInText(p.title)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{toman(p.amountRials)}</td>
                  <td className="px-4 py-3">{PAYMENT_STATUS_LABELS[p.status]}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-sm">
                    <time dateTime={p.createdAt}>{formatJalaliDate(p.createdAt, { withTime: true })}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          totalPages={Math.ceil(payments.total / 20)}
          hrefFor={hrefFor}
          label="صفحه‌های پرداخت‌ها"
        />
      </section>
    </div>
  );
}
