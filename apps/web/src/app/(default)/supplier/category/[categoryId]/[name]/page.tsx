import { CATEGORY_TYPE_LABELS } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCategoryBreadcrumb } from '@/features/categories/breadcrumb.server';
import { categoryHref } from '@/features/categories/category-links';
import { supplierHeart } from '@/features/engagement/hearts';
import { getProvinces } from '@/features/geography/provinces.server';
import { SupplierDirectory } from '@/features/suppliers/supplier-directory';
import { suppliersInCategoryHref, suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import {
  readSupplierListState,
  supplierListParams,
  supplierListQuery,
} from '@/features/suppliers/supplier-list-params';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';
import { orNotFound } from '@/lib/api-not-found';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { parsePublicId } from '@/lib/route-params';

type Props = PageProps<'/supplier/category/[categoryId]/[name]'>;

/** Root first, the category last; renders 404 for an unknown category id. */
async function loadTrail(params: Props['params']) {
  const id = parsePublicId((await params).categoryId);
  if (id === null) notFound();
  const trail = await orNotFound(getCategoryBreadcrumb(id));
  const category = trail.at(-1);
  if (!category) notFound();
  return { trail, category };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { category } = await loadTrail(params);
  const state = readSupplierListState(await searchParams);
  const name = toPersianDigitsInText(category.name);
  return {
    title:
      state && state.page > 1 ? `تأمین‌کنندگان ${name} - صفحهٔ ${formatNumberFa(state.page)}` : `تأمین‌کنندگان ${name}`,
    description: `تأمین‌کنندگان ${name} در بازار صنعت: سازندگان، فروشندگان و نمایندگی‌ها.`,
    ...pageLinks(canonicalFor(suppliersInCategoryHref(category), state ? supplierListParams(state) : undefined)),
  };
}

export default async function SuppliersInCategoryPage({ params, searchParams }: Props) {
  const { trail, category } = await loadTrail(params);
  const state = readSupplierListState(await searchParams);
  if (!state) notFound();

  const [result, provinces] = await Promise.all([
    listSuppliers({ ...supplierListQuery(state), categoryId: category.id }),
    getProvinces(),
  ]);

  const name = toPersianDigitsInText(category.name);
  return (
    <SupplierDirectory
      cardAction={supplierHeart}
      heading={`تأمین‌کنندگان ${name}`}
      before={
        <Breadcrumb
          items={[
            { label: 'خانه', href: '/' },
            ...trail.map((item) => ({ label: toPersianDigitsInText(item.name), href: categoryHref(item) })),
            { label: 'تأمین‌کنندگان' },
          ]}
        />
      }
      intro={
        <>
          <p>تأمین‌کنندگانی که در «{name}» یا زیرگروه‌های آن فعال‌اند.</p>
          <p className="mt-1">
            <Link
              href={suppliersOfTypeHref(category.categoryType)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              همهٔ تأمین‌کنندگان {CATEGORY_TYPE_LABELS[category.categoryType]}
            </Link>
          </p>
        </>
      }
      pathname={suppliersInCategoryHref(category)}
      state={state}
      provinces={provinces}
      result={result}
    />
  );
}
