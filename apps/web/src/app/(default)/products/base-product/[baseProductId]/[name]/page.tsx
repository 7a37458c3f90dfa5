import { MAX_ORDER_QUANTITY } from '@bazaar/contracts/trade-orders';
import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { parseNumberInput } from '@bazaar/fa/number-input';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getBaseProductOrNotFound, listOffers } from '@/features/catalog/catalog-api.server';
import { OfferDeliveredComparison } from '@/features/catalog/offer-delivered-comparison';
import { ProductCard } from '@/features/catalog/product-card';
import { productPageExists, productPagesOf } from '@/features/catalog/product-count';
import { baseProductHref } from '@/features/catalog/product-links';
import { ProductPropertiesTable } from '@/features/catalog/product-properties-table';
import { getCategoryBreadcrumb } from '@/features/categories/breadcrumb.server';
import { categoryTrailCrumbs } from '@/features/categories/category-links';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { firstParam, parsePageParam } from '@/lib/route-params';

// Offers are paged through ?page=, so this renders per request; its data is cached for 15 s
// (features/catalog/catalog-api.server.ts). A `{name}` that is not the slug gets a 301 from src/proxy.ts.
const OFFERS_PER_PAGE = 24;

type Props = PageProps<'/products/base-product/[baseProductId]/[name]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const baseProduct = await getBaseProductOrNotFound((await params).baseProductId);
  const page = parsePageParam((await searchParams).page);
  const name = toPersianDigitsInText(baseProduct.name);
  return {
    title: page && page > 1 ? `${name} - صفحهٔ ${formatNumberFa(page)}` : name,
    description: `قیمت ${name} از ${formatNumberFa(baseProduct.offerCount)} تأمین‌کننده در بازار صنعت.`,
    ...pageLinks(canonicalFor(baseProductHref(baseProduct), page && page > 1 ? { page: String(page) } : undefined)),
  };
}

export default async function BaseProductPage({ params, searchParams }: Props) {
  const baseProduct = await getBaseProductOrNotFound((await params).baseProductId);
  const query = await searchParams;
  const page = parsePageParam(query.page);
  if (page === null) notFound();
  // The quantity the buyer compares offers for (decision 045); 1 when absent or unreadable.
  const asked = parseNumberInput(firstParam(query.quantity));
  const quantity = asked !== null && asked > 0 && asked <= MAX_ORDER_QUANTITY ? asked : 1;
  const [offers, trail] = await Promise.all([
    listOffers(baseProduct.id, page, OFFERS_PER_PAGE),
    getCategoryBreadcrumb(baseProduct.categoryId).catch(() => []),
  ]);
  if (!productPageExists(page, offers)) notFound();
  const name = toPersianDigitsInText(baseProduct.name);
  const path = baseProductHref(baseProduct);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...categoryTrailCrumbs(trail, false), { label: name }]} />
      <h1 className="mt-4 text-2xl leading-snug font-black text-slate-900 sm:text-3xl">{name}</h1>
      {baseProduct.latinName ? (
        <p className="mt-1 text-slate-600">
          <bdi lang="en" dir="ltr">
            {baseProduct.latinName}
          </bdi>
        </p>
      ) : null}
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">پیشنهاد فروشندگان:</dt>
          <dd className="font-bold text-slate-900">{formatNumberFa(baseProduct.offerCount)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">کمترین قیمت:</dt>
          <dd className="font-bold text-slate-900">
            {baseProduct.minPriceRials === null
              ? 'استعلام قیمت'
              : `${formatMoney(baseProduct.minPriceRials, { unit: 'toman' })} / ${baseProduct.salesUnit}`}
          </dd>
        </div>
      </dl>
      {baseProduct.description ? (
        <p className="mt-4 max-w-4xl leading-8 text-slate-800">{toPersianDigits(baseProduct.description)}</p>
      ) : null}

      <section aria-labelledby="typical-properties-heading" className="mt-10">
        <h2 id="typical-properties-heading" className="mb-3 text-xl font-bold text-slate-900">
          مشخصات معمول
        </h2>
        <ProductPropertiesTable values={baseProduct.properties} caption={`مشخصات معمول ${name}`} />
      </section>

      {offers.items.length > 1 ? (
        <OfferDeliveredComparison
          offers={offers.items}
          quantity={quantity}
          vatBasisPoints={baseProduct.vatBasisPoints}
          salesUnit={baseProduct.salesUnit}
          path={path}
        />
      ) : null}

      <section aria-labelledby="offers-heading" className="mt-10">
        <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
          پیشنهاد فروشندگان، ارزان‌ترین اول
        </h2>
        {offers.items.length > 0 ? (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="پیشنهادها">
              {offers.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel="h3" />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={productPagesOf(offers)}
              hrefFor={(target) => (target > 1 ? `${path}?page=${target}` : path)}
            />
          </>
        ) : (
          <div className="mt-4">
            <EmptyState title="هنوز فروشنده‌ای این کالا را عرضه نکرده است" />
          </div>
        )}
      </section>
    </div>
  );
}
