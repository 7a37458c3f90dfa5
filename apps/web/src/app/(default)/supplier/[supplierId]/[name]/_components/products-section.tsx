// "Products": for each category type the supplier serves, a link to all its products of that type and
// the first few of them.
import { CATEGORY_TYPE_LABELS, type CategoryType } from '@bazaar/contracts/categories';
import type { SupplierDetail } from '@bazaar/contracts/suppliers';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { listProducts } from '@/features/catalog/catalog-api.server';
import { ProductCard } from '@/features/catalog/product-card';
import { productCountFa } from '@/features/catalog/product-count';
import { supplierProductsHref } from '@/features/suppliers/supplier-links';

const PREVIEW_SIZE = 4;

export async function ProductsSection({ supplier }: { supplier: SupplierDetail }) {
  if (supplier.categoryTypes.length === 0) {
    return <EmptyState title="این تأمین‌کننده هنوز زمینهٔ فعالیتی ثبت نکرده است" />;
  }
  const previews = await Promise.allSettled(
    supplier.categoryTypes.map((categoryType) =>
      listProducts({ merchantId: supplier.id, categoryType, pageSize: PREVIEW_SIZE }),
    ),
  );

  return (
    <div className="space-y-10">
      {supplier.categoryTypes.map((categoryType, index) => (
        <TypePreview key={categoryType} supplier={supplier} categoryType={categoryType} preview={previews[index]} />
      ))}
    </div>
  );
}

interface TypePreviewProps {
  supplier: SupplierDetail;
  categoryType: CategoryType;
  preview: PromiseSettledResult<Awaited<ReturnType<typeof listProducts>>> | undefined;
}

function TypePreview({ supplier, categoryType, preview }: TypePreviewProps) {
  const label = CATEGORY_TYPE_LABELS[categoryType];
  const headingId = `products-${categoryType}`;
  const page = preview?.status === 'fulfilled' ? preview.value : null;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {label}
        </h3>
        <Link
          href={supplierProductsHref(supplier, categoryType)}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          همهٔ محصولات {label}
          {page && page.total > 0 ? ` (${productCountFa(page)})` : null}
          <ChevronLeftIcon size={18} />
        </Link>
      </div>
      {page === null ? (
        <p className="mt-3 text-slate-700">فهرست محصولات در حال حاضر در دسترس نیست؛ کمی بعد دوباره سر بزنید.</p>
      ) : page.items.length === 0 ? (
        <p className="mt-3 text-slate-700">هنوز محصولی در این دسته از این تأمین‌کننده منتشر نشده است.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel="h4" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
