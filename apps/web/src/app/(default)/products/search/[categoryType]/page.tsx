import { CATEGORY_TYPE_LABELS, type CategoryType, categoryTypeSchema } from '@bazaar/contracts/categories';
import { formatNumberFa } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { SearchIcon } from '@/components/ui/icons';
import { loadProductList } from '@/features/catalog/catalog-api.server';
import { productSearchHref } from '@/features/catalog/product-links';
import { readProductListState } from '@/features/catalog/product-list-params';
import { ProductListView } from '@/features/catalog/product-list-view';
import { categoryTypeHref } from '@/features/categories/category-links';
import { ProductHeart } from '@/features/engagement/hearts';
import { canonicalFor, pageLinks } from '@/lib/metadata';

type Props = PageProps<'/products/search/[categoryType]'>;

async function load({ params, searchParams }: Props) {
  const type = categoryTypeSchema.safeParse((await params).categoryType);
  if (!type.success) notFound();
  // No category, so no property filters: text, price, sort and page only.
  return { categoryType: type.data, state: readProductListState(await searchParams, []) };
}

function headingOf(categoryType: CategoryType, q: string): string {
  const label = CATEGORY_TYPE_LABELS[categoryType];
  return q ? `جستجوی «${q}» در ${label}` : `همهٔ ${label}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { categoryType, state } = await load(props);
  const page = state && state.page > 1 ? ` - صفحهٔ ${formatNumberFa(state.page)}` : '';
  return {
    title: `${headingOf(categoryType, state?.q ?? '')}${page}`,
    // Internal search results are endless variations of the category lists, which are what to index.
    robots: state?.q ? { index: false, follow: true } : undefined,
    ...pageLinks(canonicalFor(productSearchHref(categoryType), await props.searchParams)),
  };
}

export default async function ProductSearchPage(props: Props) {
  const { categoryType, state } = await load(props);
  if (!state) notFound();
  const { result, errors } = await loadProductList(state, { categoryType });
  const label = CATEGORY_TYPE_LABELS[categoryType];
  const pathname = productSearchHref(categoryType);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'خانه', href: '/' },
          { label, href: categoryTypeHref(categoryType) },
          { label: 'جستجوی محصولات' },
        ]}
      />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">
        {headingOf(categoryType, state.q)}
      </h1>
      {/* A new search starts from scratch: only the text is sent, filters and page are left behind. */}
      {/* biome-ignore lint/a11y/useSemanticElements: as in the header's search form, <search> is too recent for older Android browsers. */}
      <form
        method="get"
        action={pathname}
        role="search"
        aria-label={`جستجو در ${label}`}
        className="mt-4 flex max-w-xl"
      >
        <label htmlFor="product-search-q" className="sr-only">
          نام یا مشخصات محصول
        </label>
        <input
          id="product-search-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={state.q}
          placeholder="نام یا مشخصات محصول…"
          className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-e-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
        >
          <SearchIcon size={20} />
          <span>جستجو</span>
        </button>
      </form>
      <ProductListView
        CardAction={ProductHeart}
        pathname={pathname}
        properties={[]}
        state={state}
        result={result}
        errors={errors}
        emptyText={
          state.q ? 'عبارت دیگری را امتحان کنید یا املای آن را بررسی کنید.' : 'هنوز محصولی در این دسته منتشر نشده است.'
        }
      />
    </div>
  );
}
