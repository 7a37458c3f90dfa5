// /profile/admin/disputes: secure payment's disputes queue (decision 039), open ones first and oldest first, with
// the reason, parties, held amount, the supplier's answer deadline and whether it answered. Staff only.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { SECURE_PAYMENT_PAGE_SIZE, staffSecurePaymentApi } from '@/features/secure-payment/secure-payment-data.server';
import { STAFF_DISPUTES_PATH as PATH } from '@/features/secure-payment/secure-payment-links';
import { DisputeQueue } from '@/features/secure-payment/staff-lists';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { StateTabs } from '@/features/staff-admin/state-tabs';
import { firstParam, parsePageParam } from '@/lib/route-params';

const FILTERS = ['all', 'open', 'decided'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { all: 'همه (باز در ابتدا)', open: 'باز', decided: 'تصمیم‌گرفته' };

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'اختلاف‌های پرداخت امن', robots: { index: false, follow: false } };
}

export default async function StaffDisputesPage({ searchParams }: PageProps<'/profile/admin/disputes'>) {
  const params = await searchParams;
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const asked = firstParam(params.status);
  const filter: Filter = (FILTERS as readonly string[]).includes(asked ?? '') ? (asked as Filter) : 'all';
  const api = await staffSecurePaymentApi(PATH);
  const queue = await api.money.staffDisputes({
    query: { page, pageSize: SECURE_PAYMENT_PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) },
  });
  const hrefFor = (n: number) => `${PATH}?status=${filter}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">اختلاف‌های پرداخت امن</h1>
        <p className="mt-1 text-slate-700">
          وجه سفارشی که در اختلاف است تا تصمیم شما جابه‌جا نمی‌شود. پرونده را باز کنید، پیام‌ها و مدارک هر دو طرف را
          بخوانید و تصمیم نهایی را با دلیل ثبت کنید.
        </p>
      </header>
      <StateTabs
        label="وضعیت اختلاف‌ها"
        states={FILTERS}
        labels={FILTER_LABELS}
        current={filter}
        href={(s) => `${PATH}?status=${s}`}
      />
      <p className="text-slate-700">{toPersianDigits(queue.total)} اختلاف</p>
      {queue.items.length === 0 ? (
        <EmptyState title="اختلافی در این فهرست نیست">فهرست دیگری را ببینید.</EmptyState>
      ) : (
        <DisputeQueue items={queue.items} />
      )}
      <Pagination page={page} totalPages={Math.ceil(queue.total / SECURE_PAYMENT_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
