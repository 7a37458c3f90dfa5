// Section tabs of the supplier page: links to `?section=…`, the open one marked with aria-current.
// Links rather than an ARIA tab widget: every section is its own server-rendered URL.
import { formatNumberFa } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import Link from 'next/link';
import { SUPPLIER_SECTIONS, type SupplierSection, supplierHref } from '@/features/suppliers/supplier-links';
import { SECTION_TAB_LABELS } from './supplier-sections';

interface SectionTabsProps {
  supplier: { id: number; slug: string; delegationCount: number };
  open: SupplierSection;
}

export function SectionTabs({ supplier, open }: SectionTabsProps) {
  return (
    <nav aria-label="بخش‌های صفحهٔ تأمین‌کننده" className="-mx-5 mt-6 border-t border-slate-200 px-3 sm:-mx-6 sm:px-4">
      <ul className="flex gap-1 overflow-x-auto pt-2">
        {SUPPLIER_SECTIONS.map((section) => {
          const isOpen = section === open;
          return (
            <li key={section} className="shrink-0">
              <Link
                href={supplierHref(supplier, section)}
                scroll={false}
                aria-current={isOpen ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-4 font-medium',
                  isOpen ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {SECTION_TAB_LABELS[section]}
                {section === 'delegations' && supplier.delegationCount > 0 ? (
                  <span
                    className={clsx(
                      'rounded-full px-2 text-sm',
                      isOpen ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {formatNumberFa(supplier.delegationCount)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
