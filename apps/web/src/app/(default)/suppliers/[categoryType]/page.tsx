import { CATEGORY_TYPE_LABELS, categoryTypeSchema } from '@bazaar/contracts/categories';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { categoryTypeHref } from '@/features/categories/category-links';
import { supplierHeart } from '@/features/engagement/hearts';
import { getProvinces } from '@/features/geography/provinces.server';
import { SupplierDirectory } from '@/features/suppliers/supplier-directory';
import { suppliersOfTypeHref } from '@/features/suppliers/supplier-links';
import {
  readSupplierListState,
  supplierListParams,
  supplierListQuery,
} from '@/features/suppliers/supplier-list-params';
import { SupplierSearchForm } from '@/features/suppliers/supplier-search-form';
import { SupplierTypeNav } from '@/features/suppliers/supplier-type-nav';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';

type Props = PageProps<'/suppliers/[categoryType]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const type = categoryTypeSchema.safeParse((await params).categoryType);
  const state = readSupplierListState(await searchParams);
  if (!type.success || !state) return {};
  const label = CATEGORY_TYPE_LABELS[type.data];
  return {
    title: state.page > 1 ? `تأمین‌کنندگان ${label} - صفحهٔ ${formatNumberFa(state.page)}` : `تأمین‌کنندگان ${label}`,
    description: `فهرست تأمین‌کنندگان ${label} در بازار صنعت، با استان، سطح احراز و نمایندگی‌ها.`,
    ...pageLinks(canonicalFor(suppliersOfTypeHref(type.data), supplierListParams(state))),
  };
}

export default async function SuppliersOfTypePage({ params, searchParams }: Props) {
  const type = categoryTypeSchema.safeParse((await params).categoryType);
  const state = readSupplierListState(await searchParams);
  if (!type.success || !state) notFound();

  const [result, provinces] = await Promise.all([
    listSuppliers({ ...supplierListQuery(state), categoryType: type.data }),
    getProvinces(),
  ]);

  const label = CATEGORY_TYPE_LABELS[type.data];
  return (
    <SupplierDirectory
      cardAction={supplierHeart}
      heading={`تأمین‌کنندگان ${label}`}
      before={
        <>
          <Breadcrumb
            items={[
              { label: 'خانه', href: '/' },
              { label, href: categoryTypeHref(type.data) },
              { label: 'تأمین‌کنندگان' },
            ]}
          />
          <SupplierTypeNav current={type.data} />
        </>
      }
      intro={
        <div className="flex flex-col gap-3">
          <p>تأمین‌کنندگان {label} را بر اساس استان و سطح احراز پیدا کنید یا نام تأمین‌کننده را جستجو کنید.</p>
          <SupplierSearchForm />
        </div>
      }
      pathname={suppliersOfTypeHref(type.data)}
      state={state}
      provinces={provinces}
      result={result}
    />
  );
}
