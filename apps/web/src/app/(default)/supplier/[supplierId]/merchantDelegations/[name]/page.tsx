import type { Province } from '@bazaar/contracts/geography';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { pageExists, totalPagesOf } from '@/components/ui/pagination-window';
import { QueryForm } from '@/components/ui/query-form.client';
import { getProvinces } from '@/features/geography/provinces.server';
import { DelegationCard } from '@/features/suppliers/delegation-card';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { supplierDelegationsHref, supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound, listDelegations } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { firstParam, parsePageParam, parsePublicId, type SearchParamsRecord } from '@/lib/route-params';

// A `{name}` that is not the supplier's slug never gets here: src/proxy.ts answers 301 first.
type Props = PageProps<'/supplier/[supplierId]/merchantDelegations/[name]'>;

const PAGE_SIZE = 20;

/** `?province=&page=`; null when the page cannot exist. */
function readQuery(searchParams: SearchParamsRecord) {
  const page = parsePageParam(searchParams.page);
  return page === null ? null : { page, provinceId: parsePublicId(firstParam(searchParams.province)) };
}

function hrefWith(path: string, query: { page: number; provinceId: number | null }): string {
  const params = new URLSearchParams();
  if (query.provinceId !== null) params.set('province', String(query.provinceId));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  const query = readQuery(await searchParams);
  return {
    title: `نمایندگی‌های ${toPersianDigitsInText(supplier.name)}`,
    description: `نمایندگی‌های فروش، عاملیت‌ها و توزیع‌کنندگان ${toPersianDigitsInText(supplier.name)} در استان‌های کشور.`,
    ...pageLinks(
      canonicalFor(
        supplierDelegationsHref(supplier),
        query && query.page > 1 ? { page: String(query.page) } : undefined,
      ),
    ),
  };
}

export default async function SupplierDelegationsPage({ params, searchParams }: Props) {
  const supplier = await getSupplierOrNotFound((await params).supplierId);
  const query = readQuery(await searchParams);
  if (!query) notFound();

  const [result, provinces] = await Promise.all([
    listDelegations({
      merchantId: supplier.id,
      provinceId: query.provinceId ?? undefined,
      page: query.page,
      pageSize: PAGE_SIZE,
    }),
    getProvinces(),
  ]);
  const pastLast = !pageExists(query.page, result.total, result.pageSize);
  const path = supplierDelegationsHref(supplier);
  const name = toPersianDigitsInText(supplier.name);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[{ label: 'خانه', href: '/' }, { label: name, href: supplierHref(supplier) }, { label: 'نمایندگی‌ها' }]}
      />
      <div className="mt-4">
        <SupplierHeader supplier={supplier} variant="context" />
      </div>

      <h1 className="mt-8 text-2xl font-black text-slate-900">نمایندگی‌های {name}</h1>

      <ProvinceFilter key={query.provinceId ?? 'all'} provinces={provinces} provinceId={query.provinceId} />
      {query.provinceId !== null ? (
        <p className="mt-2 text-sm">
          <Link href={path} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            همهٔ استان‌ها
          </Link>
        </p>
      ) : null}

      {result.items.length > 0 ? (
        <>
          <p className="mt-6 text-slate-700">{formatNumberFa(result.total)} نمایندگی</p>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="نمایندگی‌ها">
            {result.items.map((delegation) => (
              <li key={delegation.id}>
                <DelegationCard delegation={delegation} headingLevel="h2" />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            totalPages={totalPagesOf(result.total, result.pageSize)}
            hrefFor={(page) => hrefWith(path, { ...query, page })}
          />
        </>
      ) : pastLast && totalPagesOf(result.total, result.pageSize) > 0 ? (
        <PastLastPage
          page={query.page}
          lastPage={totalPagesOf(result.total, result.pageSize)}
          href={hrefWith(path, { ...query, page: totalPagesOf(result.total, result.pageSize) })}
        />
      ) : (
        <div className="mt-6">
          <EmptyState
            title={query.provinceId !== null ? 'در این استان نمایندگی‌ای ثبت نشده است' : 'نمایندگی‌ای ثبت نشده است'}
            actions={
              <Link href={supplierHref(supplier, 'contact')} className={buttonClass('secondary')}>
                تماس مستقیم با تأمین‌کننده
              </Link>
            }
          >
            {query.provinceId !== null
              ? 'استان دیگری را انتخاب کنید یا مستقیم با خود تأمین‌کننده تماس بگیرید.'
              : 'این تأمین‌کننده مستقیم به خریداران می‌فروشد یا هنوز نمایندگی‌های خود را معرفی نکرده است.'}
          </EmptyState>
        </div>
      )}
    </div>
  );
}

function ProvinceFilter({ provinces, provinceId }: { provinces: Province[]; provinceId: number | null }) {
  return (
    <QueryForm
      label="فیلتر نمایندگی‌ها"
      submitLabel="نمایش"
      className="mt-5 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="min-w-60">
        <label htmlFor="delegation-filter-province" className="mb-1 block text-sm font-medium text-slate-800">
          استان
        </label>
        <select
          id="delegation-filter-province"
          name="province"
          defaultValue={provinceId === null ? '' : String(provinceId)}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        >
          <option value="">همهٔ استان‌ها</option>
          {provinces.map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </select>
      </div>
    </QueryForm>
  );
}
