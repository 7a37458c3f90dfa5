// The buyer-company pages' tabs (decision 044): members and wallet, rules and budgets, orders, approvals.

import { clsx } from 'clsx';
import Link from 'next/link';
import { COMPANY_APPROVALS_PATH, COMPANY_ORDERS_PATH, COMPANY_PATH, COMPANY_RULES_PATH } from './notices';

const TABS = [
  [COMPANY_PATH, 'اعضا و کیف پول'],
  [COMPANY_RULES_PATH, 'قواعد تأیید و بودجه'],
  [COMPANY_ORDERS_PATH, 'سفارش‌های شرکت'],
  [COMPANY_APPROVALS_PATH, 'صف تأیید'],
] as const;

export function CompanyTabs({ current }: { current: (typeof TABS)[number][0] }) {
  return (
    <nav aria-label="بخش‌های حساب شرکت" className="flex flex-wrap gap-2">
      {TABS.map(([href, label]) => (
        <Link
          key={href}
          href={href}
          aria-current={href === current ? 'page' : undefined}
          className={clsx(
            'rounded-full px-4 py-1.5 text-sm ring-1',
            href === current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
