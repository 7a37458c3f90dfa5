// /profile/admin/held-orders: the money secure payment holds now, order by order (decision 039), with when each
// releases on its own if the buyer neither confirms nor disputes. Staff only.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { SECURE_PAYMENT_PAGE_SIZE, staffSecurePaymentApi } from '@/features/secure-payment/secure-payment-data.server';
import { STAFF_HELD_ORDERS_PATH as PATH } from '@/features/secure-payment/secure-payment-links';
import { HeldOrdersTable } from '@/features/secure-payment/staff-lists';
import { isStaff } from '@/features/staff-admin/staff.server';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { parsePageParam } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'وجه نگه‌داشتهٔ سفارش‌ها', robots: { index: false, follow: false } };
}

export default async function HeldOrdersPage({ searchParams }: PageProps<'/profile/admin/held-orders'>) {
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const api = await staffSecurePaymentApi(PATH);
  const held = await api.money.heldOrders({ query: { page, pageSize: SECURE_PAYMENT_PAGE_SIZE } });
  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">وجه نگه‌داشتهٔ سفارش‌ها</h1>
        <p className="mt-1 text-slate-700">
          سفارش‌هایی که خریدار مبلغشان را پرداخته و وجه هنوز نزد بازار صنعت است: تا تأیید دریافت، پایان مهلت اعتراض یا
          تصمیم پشتیبانی.
        </p>
      </header>
      <p className="text-slate-700">{toPersianDigits(held.total)} سفارش</p>
      {held.items.length === 0 ? (
        <EmptyState title="اکنون وجهی نگه داشته نمی‌شود">سفارش پرداخت‌شده‌ای در انتظار تحویل نیست.</EmptyState>
      ) : (
        <HeldOrdersTable items={held.items} />
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(held.total / SECURE_PAYMENT_PAGE_SIZE)}
        hrefFor={(n) => (n > 1 ? `${PATH}?page=${n}` : PATH)}
      />
    </div>
  );
}
