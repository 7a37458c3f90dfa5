// Section tabs of the supplier page: links to `?section=…`, the open one marked with aria-current.
// Links rather than an ARIA tab widget: every section is its own server-rendered URL.
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { SUPPLIER_SECTIONS, type SupplierSection, supplierLinkPath } from '@/features/suppliers/supplier-links';
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
                href={supplierLinkPath(supplier, section)}
                scroll={false}
                aria-current={isOpen ? 'page' : undefined}
                // `.tab` (globals.css): the open one by aria-current, one short class instead of a utility list.
                className="tab"
              >
                {SECTION_TAB_LABELS[section]}
                {section === 'delegations' && supplier.delegationCount > 0 ? (
                  <span>{formatNumberFa(supplier.delegationCount)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
