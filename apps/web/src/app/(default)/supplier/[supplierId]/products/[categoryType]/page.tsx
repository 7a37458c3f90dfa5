import { CATEGORY_TYPE_LABELS, type CategoryType, categoryTypeSchema } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, PastLastPage } from '@/components/ui/pagination';
import { listProducts } from '@/features/catalog/catalog-api.server';
import { productCardRows } from '@/features/catalog/product-card';
import { productCountFa, productPageExists, productPagesOf } from '@/features/catalog/product-count';
import { ProductGrid } from '@/features/catalog/product-grid.client';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { supplierHref, supplierProductsHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { parsePageParam } from '@/lib/route-params';

const PAGE_SIZE = 24;

type Props = PageProps<'/supplier/[supplierId]/products/[categoryType]'>;

/** The supplier and one of the types it serves; 404 for any other type. */
async function load(params: Props['params']) {
  const { supplierId, categoryType } = await params;
  const type = categoryTypeSchema.safeParse(categoryType);
  if (!type.success) notFound();
  const supplier = await getSupplierOrNotFound(supplierId);
  if (!supplier.categoryTypes.includes(type.data)) notFound();
  return { supplier, categoryType: type.data };
}

function headingOf(supplierName: string, categoryType: CategoryType): string {
  return `${CATEGORY_TYPE_LABELS[categoryType]} از ${toPersianDigits(supplierName)}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { supplier, categoryType } = await load(params);
  const page = parsePageParam((await searchParams).page);
  return {
    title: `محصولات ${headingOf(supplier.name, categoryType)}${page && page > 1 ? ` - صفحهٔ ${formatNumberFa(page)}` : ''}`,
    ...pageLinks(
      canonicalFor(supplierProductsHref(supplier, categoryType), page && page > 1 ? { page: String(page) } : undefined),
    ),
  };
}

export default async function SupplierProductsPage({ params, searchParams }: Props) {
  const { supplier, categoryType } = await load(params);
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const result = await listProducts({ merchantId: supplier.id, categoryType, page, pageSize: PAGE_SIZE });
  const path = supplierProductsHref(supplier, categoryType);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'خانه', href: '/' },
          { label: toPersianDigitsInText(supplier.name), href: supplierHref(supplier) },
          { label: `محصولات ${CATEGORY_TYPE_LABELS[categoryType]}` },
        ]}
      />
      <div className="mt-4">
        <SupplierHeader supplier={supplier} variant="context" />
      </div>

      <h1 className="mt-8 text-2xl leading-snug font-black text-slate-900">
        محصولات <span className="text-brand-800">{CATEGORY_TYPE_LABELS[categoryType]}</span>
        <span className="sr-only"> از {toPersianDigitsInText(supplier.name)}</span>
      </h1>

      {supplier.categoryTypes.length > 1 ? (
        <nav aria-label="دسته‌های محصولات این تأمین‌کننده" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {supplier.categoryTypes.map((type) => (
              <li key={type}>
                <Link
                  href={supplierProductsHref(supplier, type)}
                  aria-current={type === categoryType ? 'page' : undefined}
                  className={clsx(
                    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset',
                    type === categoryType
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
      ) : null}

      {result.items.length > 0 ? (
        <>
          <p className="mt-6 text-slate-700">{productCountFa(result)} محصول</p>
          {/* One client grid from the cards' data, its badges explained once (issue 34). */}
          <ProductGrid
            leading
            headingLevel="h2"
            badgeList="sp-"
            cards={productCardRows(result.items)}
            className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          />
          <Pagination
            page={page}
            totalPages={productPagesOf(result)}
            hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
          />
        </>
      ) : !productPageExists(page, result) ? (
        <PastLastPage
          page={page}
          lastPage={productPagesOf(result)}
          href={productPagesOf(result) > 1 ? `${path}?page=${productPagesOf(result)}` : path}
        />
      ) : (
        <div className="mt-6">
          <EmptyState
            title="هنوز محصولی منتشر نشده است"
            actions={
              <>
                <Link href={supplierHref(supplier, 'contact')} className={buttonClass('primary')}>
                  تماس با تأمین‌کننده
                </Link>
                <Link href={supplierHref(supplier)} className={buttonClass('secondary')}>
                  بازگشت به صفحهٔ تأمین‌کننده
                </Link>
              </>
            }
          >
            {toPersianDigitsInText(supplier.name)} هنوز محصولی در دستهٔ {CATEGORY_TYPE_LABELS[categoryType]} در بازار
            صنعت منتشر نکرده است. برای استعلام قیمت و موجودی می‌توانید مستقیم با این تأمین‌کننده تماس بگیرید.
          </EmptyState>
        </div>
      )}
    </div>
  );
}
