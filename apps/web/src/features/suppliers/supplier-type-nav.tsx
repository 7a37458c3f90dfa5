// Switches between the supplier lists of the four root category types.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryType } from '@bazaar/contracts/categories';
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
              // `.pill` (globals.css): the current list's look comes from its aria-current (issue 34).
              className="pill"
            >
              {CATEGORY_TYPE_LABELS[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
