// /profile/admin/payouts: every merchant's payouts by state (decision 038), newest first, and a button that runs
// the payout job at once (send pending withdrawals, ask the provider about sent ones). Staff only.
import { PAYOUT_STATUS_LABELS, payoutStatusSchema } from '@bazaar/contracts/payouts';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { formatSheba } from '@bazaar/fa/sheba';
import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { payoutNotice } from '@/features/payouts/notices';
import { runPayoutsNow } from '@/features/payouts/payouts-actions';
import { payoutsApi } from '@/features/payouts/payouts-data.server';
import { STAFF_PAYOUTS_PATH as PATH } from '@/features/payouts/payouts-links';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'واریز به تأمین‌کنندگان', robots: { index: false, follow: false } };
}

export default async function StaffPayoutsPage({ searchParams }: PageProps<'/profile/admin/payouts'>) {
  if (!(await isStaff(PATH))) forbidden();
  const params = await searchParams;
  const parsed = payoutStatusSchema.safeParse(firstParam(params.status));
  const status = parsed.success ? parsed.data : 'pending';
  const list = await (await payoutsApi(PATH)).staffList({ query: { status, pageSize: 50 } });

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">واریز به تأمین‌کنندگان</h1>
        <p className="mt-1 text-slate-700">
          برداشت‌های تأمین‌کنندگان از موجودی، به تفکیک وضعیت. صف واریز خودکار و دوره‌ای اجرا می‌شود؛ با دکمهٔ زیر همین حالا
          اجرا می‌شود.
        </p>
      </header>
      <NoticeBanner notice={payoutNotice(params.notice)} />
      <form action={runPayoutsNow}>
        <input type="hidden" name="status" value={status} />
        <button type="submit" className={buttonClass('primary')}>
          اجرای صف واریز
        </button>
      </form>
      <StateTabs
        label="وضعیت واریزها"
        states={payoutStatusSchema.options}
        labels={PAYOUT_STATUS_LABELS}
        current={status}
        href={(s) => `${PATH}?status=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(list.total)} واریز</p>
      {list.items.length === 0 ? (
        <EmptyState title="واریزی در این وضعیت نیست">وضعیت دیگری را ببینید.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="staff-payout">
              <p className="font-bold text-slate-900">
                {item.merchantName ?? 'کیف پول شخص'} · {formatMoney(item.amountRials, { unit: 'toman' })}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {item.bankAccount.bankName} · {item.bankAccount.holderName} ·{' '}
                <span dir="ltr">{formatSheba(item.bankAccount.sheba)}</span> · درخواست{' '}
                <time dateTime={item.createdAt}>{formatJalaliDate(item.createdAt, { style: 'long' })}</time>
                {item.provider ? ` · ${item.provider === 'sandbox' ? 'سندباکس' : 'جیبیت'}` : ''}
              </p>
              {item.bankReference ? <p className="text-sm text-slate-700">پیگیری: {item.bankReference}</p> : null}
              {item.failureReason ? (
                <p className="text-sm text-red-800">{toPersianDigitsInText(item.failureReason)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
