// Card of one root category type: icon, name linking to the type page, and its main subcategories.
import { CATEGORY_TYPE_LABELS, type CategoryMenuNode, type CategoryType } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CategoryIcon, isCategoryIconName } from '@/components/ui/category-icon';
import { CATEGORY_TYPE_ICONS, categoryLinkPath, categoryTypeHref } from './category-links';

interface CategoryTypeCardProps {
  categoryType: CategoryType;
  /** The type's root node; undefined while the API cannot be reached. */
  root: CategoryMenuNode | undefined;
  /** More links beside "see all", e.g. the type's suppliers (other features' URLs come in from the page). */
  actions?: ReactNode;
}

export function CategoryTypeCard({ categoryType, root, actions }: CategoryTypeCardProps) {
  const label = CATEGORY_TYPE_LABELS[categoryType];
  const headingId = `category-type-${categoryType}`;
  const subcategories = root?.subcategories ?? [];

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CategoryIcon
            name={isCategoryIconName(root?.icon) ? root.icon : CATEGORY_TYPE_ICONS[categoryType]}
            size={30}
          />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            <Link href={categoryTypeHref(categoryType)} className="text-brand-900 hover:text-brand-700 hover:underline">
              {label}
            </Link>
          </h2>
          {root ? <p className="text-sm text-slate-600">{formatNumberFa(subcategories.length)} زیرگروه اصلی</p> : null}
        </div>
      </div>

      {subcategories.length > 0 ? (
        <ul className="ct-links mt-5 grid gap-2 text-slate-800">
          {subcategories.map((sub) => (
            <li key={sub.id}>
              {/* Names only: an icon per subcategory cost the home page some 25 KB (issue 18); the links' look is
                  `.ct-links a` in globals.css, not a class on each of some 90 links. */}
              <Link href={categoryLinkPath(sub)}>{toPersianDigitsInText(sub.name)}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-5 text-sm text-slate-600">
          {root ? 'هنوز زیرگروهی در این دسته ثبت نشده است.' : 'فهرست زیرگروه‌ها در حال حاضر در دسترس نیست.'}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-2 pt-5">
        <Link
          href={categoryTypeHref(categoryType)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          مشاهدهٔ همه
          <span className="sr-only"> در {label}</span>
        </Link>
        {actions}
      </div>
    </article>
  );
}
