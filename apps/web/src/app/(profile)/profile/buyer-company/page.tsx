// /profile/buyer-company: the buyer's company as an account (decision 044): its members and their roles
// (the owner invites, changes roles, removes), and the company wallet. Someone in no company sees the
// invitations they received and can make their profile's company an account.
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { loadCompanyInvitations, loadMyCompany } from '@/features/companies/companies-data.server';
import { CompanyStart } from '@/features/companies/company-start';
import { CompanyTabs } from '@/features/companies/company-tabs';
import { MembersSection } from '@/features/companies/members-section';
import { COMPANY_PATH, companyNotice } from '@/features/companies/notices';
import { WalletSection } from '@/features/companies/wallet-section';

export const metadata: Metadata = { title: 'حساب شرکت', robots: { index: false, follow: false } };

export default async function BuyerCompanyPage({ searchParams }: PageProps<'/profile/buyer-company'>) {
  const [company, { notice }] = await Promise.all([loadMyCompany(COMPANY_PATH), searchParams]);
  return (
    <div className="flex flex-col gap-5">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'حساب شرکت' }]} />
      <h1 className="text-2xl font-bold text-slate-900">
        {company ? `حساب شرکت «${toPersianDigitsInText(company.name)}»` : 'حساب شرکت'}
      </h1>
      <NoticeBanner notice={companyNotice(notice)} />
      {company ? (
        <>
          <CompanyTabs current={COMPANY_PATH} />
          <MembersSection company={company} />
          <WalletSection company={company} />
          <section aria-labelledby="shared-data" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h2 id="shared-data" className="text-lg font-bold text-slate-900">
              موارد مشترک با شرکت
            </h2>
            <p className="mt-1 text-slate-700">
              هر عضو می‌تواند نشانی‌های تحویل، علاقه‌مندی‌ها و یادداشت‌های خود را «مشترک با شرکت» کند تا همهٔ اعضا آن‌ها را با
              نام او ببینند؛ نشانی مشترک در سفارش‌های شرکت برگزیده می‌شود. بقیه خصوصی می‌ماند.
            </p>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link href="/profile/address" className="text-brand-800 underline">
                  نشانی‌های تحویل
                </Link>
              </li>
              <li>
                <Link href="/profile/favorites" className="text-brand-800 underline">
                  علاقه‌مندی‌ها
                </Link>
              </li>
              <li>
                <Link href="/profile/notes/all" className="text-brand-800 underline">
                  یادداشت‌ها
                </Link>
              </li>
            </ul>
          </section>
        </>
      ) : (
        <CompanyStart invitations={await loadCompanyInvitations(COMPANY_PATH)} />
      )}
    </div>
  );
}
