// Header mega-menu of the four root category types: the disclosure navigation pattern built on
// <details>/<summary>, so it opens with keyboard and pointer and stays plain links without JavaScript.
import { CATEGORY_TYPE_LABELS, type CategoryMenuNode } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import { categoryHref, categoryTypeHref } from './category-links';
import { MegaMenuDismiss } from './mega-menu-dismiss.client';

/** Third-level links shown under each subcategory before the "more" link takes over. */
const MAX_CHILD_LINKS = 5;
const MENU_ID = 'category-mega-menu';

export function CategoryMegaMenu({ menus }: { menus: CategoryMenuNode[] }) {
  if (menus.length === 0) return null;

  return (
    <nav id={MENU_ID} aria-label="دسته‌بندی‌ها" className="relative border-b border-slate-200 bg-white">
      {/* One scrollable row on narrow screens; the panels are positioned against <nav>, so they are not clipped. */}
      <ul className="mx-auto flex max-w-7xl gap-x-1 overflow-x-auto px-2 sm:px-4">
        {menus.map((root) => (
          <li key={root.id}>
            {/* `name` makes the disclosures exclusive: opening one closes the others, no script needed. */}
            <details name={MENU_ID} className="group">
              <summary className="flex min-h-12 items-center whitespace-nowrap gap-1 rounded-md px-3 font-medium text-brand-900 hover:bg-brand-50 group-open:text-brand-700">
                {CATEGORY_TYPE_LABELS[root.categoryType]}
                <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
              </summary>
              <div className="absolute inset-x-0 top-full z-40 max-h-[70vh] overflow-y-auto border-y border-slate-200 bg-white shadow-lg">
                <div className="mx-auto max-w-7xl px-4 py-6">
                  <Link
                    href={categoryTypeHref(root.categoryType)}
                    className="mb-4 inline-block font-bold text-brand-700 underline-offset-4 hover:underline"
                  >
                    همهٔ {CATEGORY_TYPE_LABELS[root.categoryType]}
                  </Link>
                  {root.subcategories.length > 0 ? (
                    <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
                      {root.subcategories.map((sub) => (
                        <li key={sub.id}>
                          <Link href={categoryHref(sub)} className="font-medium text-slate-900 hover:text-brand-700">
                            {toPersianDigitsInText(sub.name)}
                          </Link>
                          {sub.subcategories.length > 0 ? (
                            <ul className="mt-2 space-y-1 border-s-2 border-slate-100 ps-3 text-sm">
                              {sub.subcategories.slice(0, MAX_CHILD_LINKS).map((child) => (
                                <li key={child.id}>
                                  <Link href={categoryHref(child)} className="text-slate-600 hover:text-brand-700">
                                    {toPersianDigitsInText(child.name)}
                                  </Link>
                                </li>
                              ))}
                              {sub.subcategories.length > MAX_CHILD_LINKS ? (
                                <li>
                                  <Link href={categoryHref(sub)} className="text-brand-700 hover:underline">
                                    بیشتر…
                                    <span className="sr-only"> در {toPersianDigitsInText(sub.name)}</span>
                                  </Link>
                                </li>
                              ) : null}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-slate-600">زیرگروهی برای این دسته ثبت نشده است.</p>
                  )}
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <MegaMenuDismiss menuId={MENU_ID} />
    </nav>
  );
}
