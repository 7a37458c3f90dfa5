// /search/{key}: one search over the whole marketplace, the address the header's search box leads to.
// Sections by kind (categories, products, suppliers, articles), each with a link to its full, filterable
// list; the header box normalises the key (ي/ك, digits, spaces) before it reaches this page.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { normalizeForSearch } from '@bazaar/fa/normalize';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { listProducts } from '@/features/catalog/catalog-api.server';
import { ProductCard } from '@/features/catalog/product-card';
import { productSearchHref } from '@/features/catalog/product-links';
import { searchCategories } from '@/features/categories/categories-api.server';
import { categoryHref } from '@/features/categories/category-links';
import { searchArticles } from '@/features/content/content-api.server';
import { PageCard } from '@/features/content/page-card';
import { articleHeart, productHeart, supplierHeart } from '@/features/engagement/hearts';
import { SupplierCard } from '@/features/suppliers/supplier-card';
import { supplierSearchHref } from '@/features/suppliers/supplier-links';
import { listSuppliers } from '@/features/suppliers/suppliers-api.server';
import { safeDecodeSegment } from '@/lib/route-params';

type Props = PageProps<'/search/[key]'>;

const SHOWN = 6;

async function searchKey(params: Props['params']): Promise<string> {
  const { key } = await params;
  return normalizeForSearch(safeDecodeSegment(key) ?? key).slice(0, 100);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = await searchKey(params);
  // Internal search results are not pages to index; the lists they point to are.
  return { title: key ? `جستجوی «${key}»` : 'جستجو', robots: { index: false, follow: true } };
}

/** A section's failure leaves it empty instead of failing the whole page. */
const settle = <T,>(promise: Promise<T>, empty: T) =>
  promise.catch((error: unknown) => {
    console.warn('[search] a section is unavailable', error);
    return empty;
  });

export default async function SearchPage({ params }: Props) {
  const key = await searchKey(params);
  if (!key) notFound();
  const emptyPage = { items: [], total: 0, page: 1, pageSize: SHOWN };
  const [categories, products, suppliers, articles] = await Promise.all([
    settle(searchCategories(key), emptyPage),
    settle(listProducts({ q: key, page: 1, pageSize: SHOWN, sort: 'relevance' }), { ...emptyPage, totalCapped: false }),
    settle(listSuppliers({ q: key, page: 1, pageSize: SHOWN, sort: 'relevance' }), emptyPage),
    searchArticles(key, SHOWN),
  ]);
  const nothing = categories.total + products.total + suppliers.total + articles.total === 0;
  const supplierListHref = supplierSearchHref(key);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'جستجو' }]} />
      <h1 className="mt-4 text-2xl font-black text-slate-900">نتایج جستجوی «{key}»</h1>
      {nothing ? (
        <div className="mt-6">
          <EmptyState title="چیزی با این عبارت پیدا نشد">
            عبارت کوتاه‌تر یا واژهٔ دیگری را جستجو کنید، یا از دسته‌های اصلی شروع کنید:
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {CATEGORY_TYPES.map((type) => (
                <li key={type}>
                  <Link
                    href={`/category/categoryType/${type}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-white px-4 ring-1 ring-slate-200 hover:bg-brand-50"
                  >
                    {CATEGORY_TYPE_LABELS[type]}
                  </Link>
                </li>
              ))}
            </ul>
          </EmptyState>
        </div>
      ) : null}

      {categories.items.length > 0 ? (
        <section aria-labelledby="search-categories" className="mt-8">
          <h2 id="search-categories" className="text-xl font-bold text-slate-900">
            دسته‌بندی‌ها ({formatNumberFa(categories.total)})
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.items.map((category) => (
              <li key={category.id}>
                <Link
                  href={categoryHref(category)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-slate-900 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  {toPersianDigitsInText(category.name)}
                  <span className="text-sm text-slate-600">{CATEGORY_TYPE_LABELS[category.categoryType]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {products.items.length > 0 ? (
        <section aria-labelledby="search-products" className="mt-10">
          <h2 id="search-products" className="text-xl font-bold text-slate-900">
            محصولات و خدمات ({products.totalCapped ? 'بیش از ' : ''}
            {formatNumberFa(products.total)})
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h3" action={productHeart(product)} />
              </li>
            ))}
          </ul>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
            {CATEGORY_TYPES.map((type) => (
              <Link
                key={type}
                href={productSearchHref(type, key)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                همهٔ نتایج در {CATEGORY_TYPE_LABELS[type]}
              </Link>
            ))}
          </p>
        </section>
      ) : null}

      {suppliers.items.length > 0 ? (
        <section aria-labelledby="search-suppliers" className="mt-10">
          <h2 id="search-suppliers" className="text-xl font-bold text-slate-900">
            تأمین‌کنندگان ({formatNumberFa(suppliers.total)})
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {suppliers.items.map((supplier) => (
              <li key={supplier.id}>
                <SupplierCard supplier={supplier} headingLevel="h3" action={supplierHeart(supplier)} />
              </li>
            ))}
          </ul>
          {supplierListHref ? (
            <p className="mt-4">
              <Link href={supplierListHref} className="font-medium text-brand-700 underline underline-offset-4">
                همهٔ تأمین‌کنندگان یافته‌شده
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {articles.items.length > 0 ? (
        <section aria-labelledby="search-articles" className="mt-10">
          <h2 id="search-articles" className="text-xl font-bold text-slate-900">
            مقاله‌ها ({formatNumberFa(articles.total)})
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {articles.items.map((article) => (
              <li key={article.id}>
                <PageCard page={article} headingLevel="h3" action={articleHeart(article)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
