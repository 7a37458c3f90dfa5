// /profile/buyer-company/orders: every order and request of the company (decision 044), with PO numbers.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { loadCompanyBooks, loadMyCompany } from '@/features/companies/companies-data.server';
import { CompanyOrdersTable } from '@/features/companies/company-orders-table';
import { CompanyTabs } from '@/features/companies/company-tabs';
import { COMPANY_ORDERS_PATH, COMPANY_PATH } from '@/features/companies/notices';
import { LiveRefresh } from '@/features/live/live-refresh';

export const metadata: Metadata = { title: 'سفارش‌های شرکت', robots: { index: false, follow: false } };

export default async function CompanyOrdersPage() {
  const company = await loadMyCompany(COMPANY_ORDERS_PATH);
  if (!company) redirect(COMPANY_PATH);
  const { orders } = await loadCompanyBooks(company.id, COMPANY_ORDERS_PATH, false);
  return (
    <div className="flex flex-col gap-5">
      <LiveRefresh types={['companies.order.changed', 'trade.request.changed']} />
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'حساب شرکت', href: COMPANY_PATH },
          { label: 'سفارش‌ها' },
        ]}
      />
      <h1 className="text-2xl font-bold text-slate-900">سفارش‌ها و درخواست‌های شرکت</h1>
      <CompanyTabs current={COMPANY_ORDERS_PATH} />
      <p>
        {/* A plain download through the site's own /api (the session cookie goes along). */}
        <a href={`/api/v1/companies/${company.id}/orders/export`} className={buttonClass('secondary')} download>
          دریافت فهرست سفارش‌ها (CSV برای نرم‌افزار حسابداری)
        </a>
      </p>
      <CompanyOrdersTable orders={orders} empty="هنوز سفارشی از اعضای شرکت ثبت نشده است." />
    </div>
  );
}
