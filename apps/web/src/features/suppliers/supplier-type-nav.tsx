// Switches between the supplier lists of the four root category types.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/categories';
import { clsx } from 'clsx';
import Link from 'next/link';
import { suppliersOfTypeHref } from './supplier-links';

export function SupplierTypeNav({ current }: { current?: CategoryType }) {
  return (
    <nav aria-label="تأمین‌کنندگان هر دسته" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {CATEGORY_TYPES.map((type) => (
          <li key={type}>
            <Link
              href={suppliersOfTypeHref(type)}
              aria-current={type === current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset',
                type === current
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50',
              )}
            >
              {CATEGORY_TYPE_LABELS[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
