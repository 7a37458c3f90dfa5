// /search/{key}: one search over the whole marketplace (issue 15), the address the header's search box
// leads to. Products paged with facets (category type, category) and three sorts; the best categories,
// suppliers and articles beside them; matched words highlighted; every choice is a link, so the state is
// in the URL and all of it works without JavaScript. A corrected word: «نتایج برای …» with a link to search
// the words as typed («جست‌وجو برای … به‌جای آن»); nothing found: says so and offers popular categories.
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '@bazaar/contracts/categories';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchResult } from '@bazaar/contracts/search';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { searchRouteKey } from '@bazaar/fa/normalize';
import { clsx } from 'clsx';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { formatPrice } from '@/features/catalog/property-format';
import { categoryHref, categoryTypeHref } from '@/features/categories/category-links';
import { getCategoryMenus } from '@/features/categories/menu.server';
import { HighlightedTitle } from '@/features/search/highlighted-title';
import { searchAll } from '@/features/search/search-api.server';
import { SearchHitBeacon } from '@/features/search/search-hit-beacon.client';
import { OtherResults, SearchFacets } from '@/features/search/search-sections';
import { parseSearchState, type SearchState, searchStateHref } from '@/features/search/search-state';
import { wordsAsTyped } from '@/features/search/typed-words';
import { FIRST_PICTURE } from '@/lib/first-picture';
import { safeDecodeSegment } from '@/lib/route-params';

type Props = PageProps<'/search/[key]'>;

const PAGE_SIZE = 12;

async function searchKey(params: Props['params']): Promise<string> {
  const { key } = await params;
  return searchRouteKey(safeDecodeSegment(key) ?? key).slice(0, 100);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = await searchKey(params);
  // Internal search results are not pages to index; the lists they point to are.
  return { title: key ? `جستجوی «${key}»` : 'جستجو', robots: { index: false, follow: true } };
}

const chip = 'inline-flex min-h-11 items-center gap-2 rounded-full px-4 ring-1';
const chipOff = 'bg-white text-slate-900 ring-slate-200 hover:bg-brand-50';
const chipOn = 'bg-brand-800 text-white ring-brand-800';
const fa = (text: string) => toPersianDigitsInText(text);

async function loadResults(key: string, state: SearchState): Promise<SearchResult | null> {
  try {
    return await searchAll({ q: key, pageSize: PAGE_SIZE, ...state });
  } catch (error) {
    console.warn('[search] the search is unavailable', error);
    return null;
  }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const key = await searchKey(params);
  if (!key) notFound();
  const state = parseSearchState(await searchParams);
  const result = await loadResults(key, state);
  const products = result?.products;
  const nothing =
    !result || result.products.total + result.categories.total + result.suppliers.total + result.articles.total === 0;
  const filtered = Boolean(state.categoryType || state.categoryId);
  const totalPages = products ? Math.ceil(products.total / products.pageSize) + (products.totalCapped ? 1 : 0) : 0;
  const corrected = result?.correctedQuery;

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:py-8">
      <Breadcrumb items={[{ label: 'جستجو' }]} />
      <h1 className="mt-2 text-xl font-black text-slate-900 lg:mt-4 lg:text-2xl">نتایج جستجوی «{fa(key)}»</h1>
      {result && !nothing ? <SearchHitBeacon query={key} /> : null}
      {corrected ? (
        <p className="mt-3 text-lg text-slate-800">
          نتایج برای{' '}
          <Link
            href={searchStateHref(corrected, { sort: 'relevance', page: 1 })}
            className="font-bold text-brand-700 underline underline-offset-4"
          >
            «{fa(corrected)}»
          </Link>
          {!nothing ? <span className="ms-2 text-base text-slate-600">(همراه با نوشتار شما)</span> : null}
          <span className="mt-1 block text-base">
            <Link
              href={searchStateHref(key, state, { asTyped: '1' })}
              className="text-brand-700 underline underline-offset-4"
            >
              جست‌وجو برای «{fa(key)}» به‌جای آن
            </Link>
          </span>
        </p>
      ) : null}

      {!result ? (
        <div className="mt-6">
          <EmptyState title="جستجو اکنون در دسترس نیست">چند لحظه بعد دوباره تلاش کنید.</EmptyState>
        </div>
      ) : nothing ? (
        <NothingFound query={key} />
      ) : null}

      {result && result.categories.items.length > 0 ? (
        <section aria-labelledby="search-categories" className="mt-4 lg:mt-8">
          <h2 id="search-categories" className="text-base font-bold text-slate-900 lg:text-xl">
            دسته‌بندی‌ها ({formatNumberFa(result.categories.total)})
          </h2>
          {/* On a phone one row that scrolls sideways, so the results start on the first screen (issue 37). */}
          <ul className="mt-2 flex gap-2 max-lg:overflow-x-auto max-lg:pb-1 lg:mt-3 lg:flex-wrap">
            {result.categories.items.map((category) => (
              <li key={category.id}>
                <Link href={category.url} className={clsx(chip, chipOff, 'shrink-0 whitespace-nowrap')}>
                  <HighlightedTitle parts={category.titleParts} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {result && products && (products.total > 0 || filtered) ? (
        <section aria-labelledby="search-products" className="mt-4 lg:mt-10">
          <h2 id="search-products" className="text-lg font-bold text-slate-900 lg:text-xl">
            {result.nearest ? 'نزدیک‌ترین‌ها' : 'محصولات و خدمات'} ({products.totalCapped ? 'بیش از ' : ''}
            {formatNumberFa(products.total)})
          </h2>
          {result.nearest?.words?.length ? (
            <p className="mt-2 text-slate-800" data-testid="nearest-note">
              چیزی با همهٔ واژه‌های جست‌وجو پیدا نشد؛ در هر یک از این‌ها ممکن است{' '}
              {wordsAsTyped(result.nearest.words, key)
                .map((v) => `«${fa(v)}»`)
                .join(' یا ')}{' '}
              نباشد.
            </p>
          ) : result.nearest ? (
            <p className="mt-2 text-slate-800" data-testid="nearest-note">
              کالایی دقیقاً با {result.nearest.unmatched.map((v) => `«${fa(v)}»`).join(' و ')} پیدا نشد؛ این‌ها همان کالا
              با مقدار دیگری‌اند.
            </p>
          ) : null}
          <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
            {/* On a phone the results come first and the filters after them, one tap away (issue 37). */}
            <div id="search-facets" className="scroll-mt-24 max-lg:order-2">
              <SearchFacets query={key} state={state} result={result} />
            </div>
            <div>
              <nav aria-label="ترتیب نتایج" className="flex flex-wrap items-center gap-2">
                <a href="#search-facets" className={clsx(chip, chipOff, 'min-h-10 px-3 text-sm lg:hidden')}>
                  فیلترها
                </a>
                <span className="text-slate-700">ترتیب:</span>
                {SEARCH_SORTS.map((sort) => (
                  <Link
                    key={sort}
                    href={searchStateHref(key, state, { sort })}
                    aria-current={state.sort === sort ? 'true' : undefined}
                    className={clsx(chip, 'min-h-10 px-3 text-sm', state.sort === sort ? chipOn : chipOff)}
                  >
                    {SEARCH_SORT_LABELS[sort]}
                  </Link>
                ))}
              </nav>
              {products.items.length === 0 ? (
                <p className="mt-6 text-slate-700">در این دسته محصولی با این عبارت نیست.</p>
              ) : (
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {products.items.map((product, position) => (
                    <li key={product.id}>
                      <ProductHit product={product} position={position} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={state.page}
                totalPages={totalPages}
                hrefFor={(page) => searchStateHref(key, state, { page })}
                label="صفحه‌های محصولات"
              />
            </div>
          </div>
        </section>
      ) : null}

      {result && result.suppliers.items.length > 0 ? (
        <OtherResults id="search-suppliers" title="تأمین‌کنندگان" section={result.suppliers} />
      ) : null}
      {result && result.articles.items.length > 0 ? (
        <OtherResults id="search-articles" title="مقاله‌ها" section={result.articles} />
      ) : null}
    </div>
  );
}

/**
 * One product found. The first hits' pictures load at once, the first with high priority (React preloads them
 * from the HTML): the first picture is what a phone paints largest, and a lazy one waited for layout (issue 34:
 * search results' LCP 3.2 s), as the listing's cards already do.
 */
function ProductHit({ product, position }: { product: SearchResult['products']['items'][number]; position: number }) {
  const headingId = `search-product-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="product-card"
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      {product.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: product pictures come from the API's file store at any address.
        <img
          src={product.imageUrl}
          alt=""
          width={320}
          height={200}
          loading={position < 3 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          {...(position === 0 ? FIRST_PICTURE : {})}
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[8/5] items-center justify-center bg-slate-100 text-slate-400">
          <PackageIcon size={48} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="font-bold leading-7">
          <Link href={product.url} className="text-brand-900 hover:text-brand-700 hover:underline">
            <HighlightedTitle parts={product.titleParts} />
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-700">{fa(product.categoryName)}</p>
        <div className="mt-auto pt-3">
          <p className="font-bold text-slate-900">
            {formatPrice(product.priceRials)}
            <span className="ms-1 text-sm font-normal text-slate-600">/ {product.salesUnit}</span>
          </p>
          <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-800">
            {fa(product.supplierName)}
            {product.supplierVerified ? (
              <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800 ring-1 ring-emerald-200">
                احراز شده
              </span>
            ) : null}
          </p>
          {product.offers ? (
            <p className="mt-1 text-sm">
              <Link href={product.offers.url} className="text-brand-800 hover:underline">
                {formatNumberFa(product.offers.count)} پیشنهاد فروش
                {product.offers.lowestPriceRials !== null ? `، از ${formatPrice(product.offers.lowestPriceRials)}` : ''}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

async function NothingFound({ query }: { query: string }) {
  const menus = await getCategoryMenus();
  const popular = menus.flatMap((root) => root.subcategories.slice(0, 2));
  return (
    <div className="mt-6">
      <EmptyState title="چیزی با این عبارت پیدا نشد">
        <p>
          برای «{fa(query)}» نتیجه‌ای نیست. نوشتار را بررسی کنید، عبارت کوتاه‌تری بنویسید یا از دسته‌های پرطرفدار شروع
          کنید:
        </p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {popular.map((category) => (
            <li key={category.id}>
              <Link href={categoryHref(category)} className={clsx(chip, chipOff)}>
                {fa(category.name)}
              </Link>
            </li>
          ))}
          {CATEGORY_TYPES.map((type) => (
            <li key={type}>
              <Link href={categoryTypeHref(type)} className={clsx(chip, chipOff)}>
                {CATEGORY_TYPE_LABELS[type]}
              </Link>
            </li>
          ))}
        </ul>
      </EmptyState>
    </div>
  );
}
