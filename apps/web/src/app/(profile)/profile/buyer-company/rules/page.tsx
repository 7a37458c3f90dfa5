// /profile/buyer-company/rules: the company's approval rules and budgets (decision 044); the owner edits them.
import { toJalali } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { BudgetsSection } from '@/features/companies/budgets-section';
import { categoryChoices } from '@/features/companies/category-choices';
import { loadCompanyBooks, loadMyCompany } from '@/features/companies/companies-data.server';
import { CompanyTabs } from '@/features/companies/company-tabs';
import { COMPANY_PATH, COMPANY_RULES_PATH, companyNotice } from '@/features/companies/notices';
import { RulesSection } from '@/features/companies/rules-section';

export const metadata: Metadata = { title: 'قواعد تأیید و بودجه‌های شرکت', robots: { index: false, follow: false } };

export default async function CompanyRulesPage({ searchParams }: PageProps<'/profile/buyer-company/rules'>) {
  const [company, { notice }] = await Promise.all([loadMyCompany(COMPANY_RULES_PATH), searchParams]);
  if (!company) redirect(COMPANY_PATH);
  const [books, menus] = await Promise.all([
    loadCompanyBooks(company.id, COMPANY_RULES_PATH, false),
    company.myRights.includes('manage') ? getCategoryMenus() : [],
  ]);
  return (
    <div className="flex flex-col gap-5">
      <Breadcrumb
        items={[
          { label: 'حساب کاربری', href: '/profile' },
          { label: 'حساب شرکت', href: COMPANY_PATH },
          { label: 'قواعد تأیید و بودجه' },
        ]}
      />
      <h1 className="text-2xl font-bold text-slate-900">قواعد تأیید و بودجه‌ها</h1>
      <NoticeBanner notice={companyNotice(notice)} />
      <CompanyTabs current={COMPANY_RULES_PATH} />
      <RulesSection company={company} rules={books.rules} categories={categoryChoices(menus)} />
      <BudgetsSection company={company} budgets={books.budgets} jalaliYear={toJalali(new Date()).jy} />
    </div>
  );
}
