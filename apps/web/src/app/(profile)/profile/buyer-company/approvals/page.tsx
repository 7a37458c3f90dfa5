// /profile/buyer-company/approvals: the orders waiting for a step the signed-in approver may take (decision 044),
// live: an order sent for approval appears without reloading (the `companies.order.changed` event).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { DecisionForms } from '@/features/companies/approval-panel';
import { loadCompanyBooks, loadMyCompany } from '@/features/companies/companies-data.server';
import { CompanyOrdersTable } from '@/features/companies/company-orders-table';
import { CompanyTabs } from '@/features/companies/company-tabs';
import { COMPANY_APPROVALS_PATH, COMPANY_PATH, companyNotice } from '@/features/companies/notices';
import { LiveRefresh } from '@/features/live/live-refresh';

export const metadata: Metadata = { title: 'صف تأیید سفارش‌ها', robots: { index: false, follow: false } };

export default async function CompanyApprovalsPage({ searchParams }: PageProps<'/profile/buyer-company/approvals'>) {
  const [company, { notice }] = await Promise.all([loadMyCompany(COMPANY_APPROVALS_PATH), searchParams]);
  if (!company) redirect(COMPANY_PATH);
  const approver = company.myRights.includes('approve');
  const { approvals } = await loadCompanyBooks(company.id, COMPANY_APPROVALS_PATH, approver);
  return (
    <div className="flex flex-col gap-5">
      <LiveRefresh types={['companies.order.changed']} />
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'حساب شرکت', href: COMPANY_PATH },
          { label: 'صف تأیید' },
        ]}
      />
      <h1 className="text-2xl font-bold text-slate-900">صف تأیید سفارش‌ها</h1>
      <NoticeBanner notice={companyNotice(notice)} />
      <CompanyTabs current={COMPANY_APPROVALS_PATH} />
      {approver ? (
        <>
          <CompanyOrdersTable orders={approvals} empty="سفارشی در انتظار تأیید شما نیست." />
          {approvals.map((o) => (
            <div key={o.tradeRequestId} data-testid="approval-actions">
              <DecisionForms order={o} back="approvals" />
            </div>
          ))}
        </>
      ) : (
        <p className="text-slate-700">تأیید سفارش‌ها با مدیر خرید و مالک شرکت است.</p>
      )}
    </div>
  );
}
