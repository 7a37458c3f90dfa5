import { formatNumberFa } from '@bazaar/fa/digits';
import { searchRouteKey } from '@bazaar/fa/normalize';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { supplierHeart } from '@/features/engagement/hearts';
import { getProvinces } from '@/features/geography/provinces.server';
import { SupplierDirectory } from '@/features/suppliers/supplier-directory';
import { supplierSearchHref } from '@/features/suppliers/supplier-links';
import {
  readSupplierListState,
  supplierListParams,
  supplierListQuery,
} from '@/features/suppliers/supplier-list-params';
import { SupplierSearchForm } from '@/features/suppliers/supplier-search-form';
import { SupplierTypeNav } from '@/features/suppliers/supplier-type-nav';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { safeDecodeSegment } from '@/lib/route-params';

type Props = PageProps<'/suppliers/search/[key]'>;

/** The search key as the visitor typed it (searchRouteKey, decision 103); '' when nothing searchable is in the segment. */
async function searchKey(params: Props['params']): Promise<string> {
  const { key } = await params;
  return searchRouteKey(safeDecodeSegment(key) ?? key);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const key = await searchKey(params);
  const state = readSupplierListState(await searchParams);
  const path = supplierSearchHref(key);
  if (!path || !state) return {};
  return {
    title:
      state.page > 1
        ? `جستجوی «${key}» در تأمین‌کنندگان - صفحهٔ ${formatNumberFa(state.page)}`
        : `جستجوی «${key}» در تأمین‌کنندگان`,
    // Internal search results are endless variations of the lists; the lists themselves are what to index.
    robots: { index: false, follow: true },
    ...pageLinks(canonicalFor(path, supplierListParams(state))),
  };
}

export default async function SupplierSearchPage({ params, searchParams }: Props) {
  const key = await searchKey(params);
  const state = readSupplierListState(await searchParams);
  const path = supplierSearchHref(key);
  if (!path || !state) notFound();

  const [result, provinces] = await Promise.all([
    listSuppliers({ ...supplierListQuery(state), q: key }),
    getProvinces(),
  ]);

  return (
    <SupplierDirectory
      cardAction={supplierHeart}
      heading={`جستجوی «${key}» در تأمین‌کنندگان`}
      before={
        <>
          <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: 'جستجوی تأمین‌کنندگان' }]} />
          <div className="mt-4">
            <SupplierSearchForm initialQuery={key} />
          </div>
        </>
      }
      intro={<SupplierTypeNav />}
      pathname={path}
      state={state}
      provinces={provinces}
      result={result}
    />
  );
}
