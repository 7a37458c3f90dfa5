import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCategoryProperties, loadProductList } from '@/features/catalog/catalog-api.server';
import { filterablePropertiesOf } from '@/features/catalog/product-filter-url';
import { categoryProductsHref } from '@/features/catalog/product-links';
import { readProductListState } from '@/features/catalog/product-list-params';
import { ProductListView } from '@/features/catalog/product-list-view';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { categoryPropertiesHref, categoryTrailCrumbs } from '@/features/categories/category-links';
import { productHeart } from '@/features/engagement/hearts';
import { suppliersInCategoryHref } from '@/features/suppliers/supplier-links';
import { canonicalFor } from '@/lib/metadata';

// Renders per request from the query string (filters, sort, page); see features/catalog/catalog-api.server.ts.
type Props = PageProps<'/products/category/[categoryId]/[name]'>;

async function load({ params, searchParams }: Props) {
  const { trail, category } = await getCategoryTrailOrNotFound((await params).categoryId);
  const properties = await getCategoryProperties(category.id);
  const state = readProductListState(await searchParams, filterablePropertiesOf(properties));
  return { trail, category, properties, state };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, state } = await load(props);
  const name = toPersianDigitsInText(category.name);
  const page = state && state.page > 1 ? ` - صفحهٔ ${formatNumberFa(state.page)}` : '';
  return {
    title: `محصولات ${name}${page}`,
    description: `قیمت و مشخصات فنی محصولات ${name} از تأمین‌کنندگان بازار صنعت، با فیلتر بر اساس ویژگی‌ها.`,
    // Filters stay out of the canonical link; only the site-wide whitelist (page, sort) is kept.
    alternates: { canonical: canonicalFor(categoryProductsHref(category), await props.searchParams) },
  };
}

export default async function CategoryProductsPage(props: Props) {
  const { trail, category, properties, state } = await load(props);
  if (!state) notFound();
  const { result, errors } = await loadProductList(state, { categoryId: category.id });
  const name = toPersianDigitsInText(category.name);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...categoryTrailCrumbs(trail, false), { label: 'محصولات' }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">محصولات {name}</h1>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
        <Link
          href={categoryPropertiesHref(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          راهنمای مشخصات فنی
        </Link>
        <Link
          href={suppliersInCategoryHref(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          تأمین‌کنندگان {name}
        </Link>
      </p>
      <ProductListView
        cardAction={productHeart}
        pathname={categoryProductsHref(category)}
        properties={properties}
        state={state}
        result={result}
        errors={errors}
        emptyText="هنوز محصولی در این دسته منتشر نشده است."
      />
    </div>
  );
}
