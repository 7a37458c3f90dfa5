import { filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCategoryProperties, loadProductList } from '@/features/catalog/catalog-api.server';
import { categoryProductsHref, supplierCategoryProductsHref } from '@/features/catalog/product-links';
import { readProductListState } from '@/features/catalog/product-list-params';
import { ProductListView } from '@/features/catalog/product-list-view';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { categoryTrailCrumbs } from '@/features/categories/category-links';
import { ProductHeart } from '@/features/engagement/hearts';
import { SupplierHeader } from '@/features/suppliers/supplier-header';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';
import { canonicalFor, pageLinks } from '@/lib/metadata';

type Props = PageProps<'/products/category/[categoryId]/supplier/[supplierId]'>;

async function load({ params, searchParams }: Props) {
  const { categoryId, supplierId } = await params;
  const [{ trail, category }, supplier] = await Promise.all([
    getCategoryTrailOrNotFound(categoryId),
    getSupplierOrNotFound(supplierId),
  ]);
  const properties = await getCategoryProperties(category.id);
  const state = readProductListState(await searchParams, filterablePropertiesOf(properties));
  return { trail, category, supplier, properties, state };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, supplier, state } = await load(props);
  const page = state && state.page > 1 ? ` - صفحهٔ ${formatNumberFa(state.page)}` : '';
  return {
    title: `${toPersianDigitsInText(category.name)} از ${toPersianDigitsInText(supplier.name)}${page}`,
    ...pageLinks(canonicalFor(supplierCategoryProductsHref(category.id, supplier.id), await props.searchParams)),
  };
}

export default async function SupplierCategoryProductsPage(props: Props) {
  const { trail, category, supplier, properties, state } = await load(props);
  if (!state) notFound();
  const { result, errors } = await loadProductList(state, { categoryId: category.id, merchantId: supplier.id });
  const categoryName = toPersianDigitsInText(category.name);
  const supplierName = toPersianDigitsInText(supplier.name);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          ...categoryTrailCrumbs(trail, false).slice(0, -1),
          { label: categoryName, href: categoryProductsHref(category) },
          { label: supplierName },
        ]}
      />
      <div className="mt-4">
        <SupplierHeader supplier={supplier} variant="context" />
      </div>
      <h1 className="mt-8 text-2xl leading-snug font-black text-slate-900">
        {categoryName} <span className="font-bold text-slate-700">از {supplierName}</span>
      </h1>
      <p className="mt-2 text-slate-700">
        محصولات این تأمین‌کننده در این دسته؛ برای مقایسه با فروشندگان دیگر به{' '}
        <a
          href={categoryProductsHref(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          همهٔ محصولات {categoryName}
        </a>{' '}
        یا{' '}
        <a
          href={supplierHref(supplier, 'products')}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          همهٔ محصولات {supplierName}
        </a>{' '}
        سر بزنید.
      </p>
      <ProductListView
        CardAction={ProductHeart}
        pathname={supplierCategoryProductsHref(category.id, supplier.id)}
        properties={properties}
        state={state}
        result={result}
        errors={errors}
        emptyText={`${supplierName} هنوز محصولی در این دسته منتشر نکرده است.`}
      />
    </div>
  );
}
