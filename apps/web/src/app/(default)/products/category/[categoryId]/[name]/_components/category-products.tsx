// The product list of a category, shared by its two routes: `../page.tsx` renders per request (free text,
// prices, number ranges), `../cached/[key]/page.tsx` is the page-cached one the proxy sends the finite
// "browse" queries to (features/catalog/listing-cache.ts). Both read the same query and render the same page.

import { filterablePropertiesOf } from '@bazaar/contracts/property-filter';
import type { QueryInput } from '@bazaar/contracts/property-filter-url';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCategoryProperties, loadProductList } from '@/features/catalog/catalog-api.server';
import { categoryProductsHref, categoryProductsLinkPath } from '@/features/catalog/product-links';
import { productListSearchParams, readProductListState } from '@/features/catalog/product-list-params';
import { ProductListView } from '@/features/catalog/product-list-view';
import { getCategoryTrailOrNotFound } from '@/features/categories/breadcrumb.server';
import { categoryPropertiesLinkPath, categoryTrailCrumbs } from '@/features/categories/category-links';
import { ProductHeart } from '@/features/engagement/hearts';
import { suppliersInCategoryLinkPath } from '@/features/suppliers/supplier-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';

async function load(categoryIdSegment: string, query: QueryInput) {
  const { trail, category } = await getCategoryTrailOrNotFound(categoryIdSegment);
  const properties = await getCategoryProperties(category.id);
  const state = readProductListState(query, filterablePropertiesOf(properties));
  return { trail, category, properties, state };
}

export async function categoryProductsMetadata(categoryIdSegment: string, query: QueryInput): Promise<Metadata> {
  const { category, properties, state } = await load(categoryIdSegment, query);
  const name = toPersianDigitsInText(category.name);
  const page = state && state.page > 1 ? ` - صفحهٔ ${formatNumberFa(state.page)}` : '';
  // Filters stay out of the canonical link; only the site-wide whitelist (page, sort) is kept.
  const canonicalQuery = state ? productListSearchParams(state, filterablePropertiesOf(properties)) : undefined;
  return {
    title: `محصولات ${name}${page}`,
    description: `قیمت و مشخصات فنی محصولات ${name} از تأمین‌کنندگان بازار صنعت، با فیلتر بر اساس ویژگی‌ها.`,
    ...pageLinks(canonicalFor(categoryProductsHref(category), canonicalQuery)),
  };
}

export async function CategoryProducts({ categoryIdSegment, query }: { categoryIdSegment: string; query: QueryInput }) {
  const { trail, category, properties, state } = await load(categoryIdSegment, query);
  if (!state) notFound();
  const { result, errors } = await loadProductList(state, { categoryId: category.id });
  const name = toPersianDigitsInText(category.name);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
      <Breadcrumb items={[...categoryTrailCrumbs(trail, false), { label: 'محصولات' }]} />
      <h1 className="mt-2 text-xl leading-snug font-black text-slate-900 sm:text-3xl md:mt-4">محصولات {name}</h1>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-slate-700 max-md:text-sm">
        <Link
          href={categoryPropertiesLinkPath(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          راهنمای مشخصات فنی
        </Link>
        <Link
          href={suppliersInCategoryLinkPath(category)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          تأمین‌کنندگان {name}
        </Link>
      </p>
      <ProductListView
        CardAction={ProductHeart}
        pathname={categoryProductsLinkPath(category)}
        properties={properties}
        state={state}
        result={result}
        errors={errors}
        emptyText="هنوز محصولی در این دسته منتشر نشده است."
      />
    </div>
  );
}
