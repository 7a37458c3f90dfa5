// "About": the supplier's own description, certificates and the categories it works in.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import type { SupplierDetail } from '@bazaar/contracts/suppliers';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { supplierCategoryProductsHref } from '@/features/catalog/product-links';
import {
  supplierContentListHref,
  supplierDelegationsHref,
  supplierProductsHref,
  suppliersInCategoryLinkPath,
} from '@/features/suppliers/supplier-links';

// Short component classes (`.sa-*`, app/globals.css): the section's dozens of links are drawn on the server, so a
// utility list on each was sent twice, in the HTML and in the React payload (issue 34).
const pillClass = 'sa-pill';

export function AboutSection({ supplier }: { supplier: SupplierDetail }) {
  const paragraphs = supplier.about
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const typesServed = CATEGORY_TYPES.filter((type) => supplier.categories.some((c) => c.categoryType === type));

  return (
    <div className="space-y-8">
      {/* Each part of the supplier on its own address (spec section 2), so it can be shared and indexed. */}
      <nav aria-label="صفحه‌های این تأمین‌کننده">
        <ul className="flex flex-wrap gap-2">
          {typesServed.map((type) => (
            <li key={type}>
              <Link href={supplierProductsHref(supplier, type)} className={pillClass}>
                {CATEGORY_TYPE_LABELS[type]} این تأمین‌کننده
              </Link>
            </li>
          ))}
          <li>
            <Link href={supplierContentListHref(supplier)} className={pillClass}>
              مقاله‌ها و محتواها
            </Link>
          </li>
          {supplier.delegationCount > 0 ? (
            <li>
              <Link href={supplierDelegationsHref(supplier)} className={pillClass}>
                نمایندگی‌ها
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>

      {paragraphs.length > 0 ? (
        <div className="max-w-3xl space-y-3 text-lg leading-9 text-slate-800">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{toPersianDigitsInText(paragraph)}</p>
          ))}
        </div>
      ) : (
        <p className="text-slate-700">این تأمین‌کننده هنوز معرفی‌ای برای خود ننوشته است.</p>
      )}

      {supplier.catalogue ? (
        <p>
          {/* The company's PDF catalogue (decision 029), a public file of the API's store. */}
          <a
            href={supplier.catalogue.url}
            download={supplier.catalogue.fileName}
            className={pillClass}
            data-testid="supplier-catalogue"
          >
            دریافت کاتالوگ شرکت (PDF)
          </a>
        </p>
      ) : null}

      {supplier.certificates.length > 0 ? (
        <div>
          <h3 className="text-lg font-bold text-slate-900">گواهی‌نامه‌ها و استانداردها</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {supplier.certificates.map((certificate) => (
              <li key={certificate} className="sa-cert">
                <bdi>{toPersianDigits(certificate)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {typesServed.length > 0 ? (
        <div>
          <h3 className="text-lg font-bold text-slate-900">زمینه‌های فعالیت</h3>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            {typesServed.map((type) => (
              <div key={type}>
                <p className="font-medium text-slate-700">{CATEGORY_TYPE_LABELS[type]}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {supplier.categories
                    .filter((category) => category.categoryType === type)
                    .map((category) => (
                      <li key={category.id}>
                        <Link href={suppliersInCategoryLinkPath(category)} className="sa-cat">
                          {toPersianDigitsInText(category.name)}
                        </Link>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-3 text-sm text-slate-600">با انتخاب هر زمینه، تأمین‌کنندگان دیگر آن زمینه را هم می‌بینید.</p>
          <h3 className="mt-6 text-lg font-bold text-slate-900">محصولات این تأمین‌کننده در هر زمینه</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {supplier.categories
              .filter((category) => category.level > 1)
              .map((category) => (
                <li key={category.id}>
                  <Link href={supplierCategoryProductsHref(category.id, supplier.id)} className="sa-own">
                    {toPersianDigitsInText(category.name)}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
