import { formatNumberFa, toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { FaText } from '@/components/ui/fa-text';
import { ChevronLeftIcon, ClockIcon, DownloadIcon, MessageIcon, PackageIcon } from '@/components/ui/icons';
import { getProductOrNotFound, listRelatedProducts } from '@/features/catalog/catalog-api.server';
import { catalogFileLabel, offerAction, offerFacts, offerKindOf } from '@/features/catalog/offer-shape';
import { PriceTiersTable } from '@/features/catalog/price-tiers-table.client';
import { productCardRows } from '@/features/catalog/product-card';
import { ProductGallery } from '@/features/catalog/product-gallery';
import { ProductGrid } from '@/features/catalog/product-grid.client';
import { baseProductHref, categoryProductsHref, productHref } from '@/features/catalog/product-links';
import { ProductPropertiesTable } from '@/features/catalog/product-properties-table';
import { formatPrice } from '@/features/catalog/property-format';
import { categoryTrailCrumbs } from '@/features/categories/category-links';
import { FavoriteButton } from '@/features/engagement/favorite-button.client';
import { ProductHeart } from '@/features/engagement/hearts';
import { NotePanel } from '@/features/engagement/note-panel-loader.client';
import { VisitBeacon } from '@/features/engagement/visit-beacon.client';
import { ReportListingButton } from '@/features/listing-reports/report-listing-button.client';
import { MessageSupplierLink } from '@/features/messaging/message-supplier-link';
import { priceInquiryHref } from '@/features/messaging/messaging-links';
import { productJsonLd } from '@/features/seo/structured-data';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { newDirectOrderHref } from '@/features/trade/trade-links';
import { ProductReviews } from '@/features/trust/product-reviews';
import { productPageReviews } from '@/features/trust/trust-data.server';
import { formatFileSize } from '@/lib/file-size';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { ProductSupplierCard } from './_components/product-supplier-card';

// Served from cache and re-rendered at most every 15 s (see features/catalog/catalog-api.server.ts); no
// path is rendered at build time. A `{name}` that is not the slug never gets here: src/proxy.ts answers 301.
export const revalidate = 15;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/products/[productId]/[name]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProductOrNotFound((await params).productId);
  const title = toPersianDigitsInText(product.title);
  return {
    title,
    description: product.description.slice(0, 160),
    // The share image is the generated card beside this page (opengraph-image.tsx): name, price, supplier.
    ...pageLinks(canonicalFor(productHref(product)), { title }, { ownShareImage: true }),
  };
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>{`${label}:`}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default async function ProductPage({ params }: Props) {
  const product = await getProductOrNotFound((await params).productId);
  // One row of four: the page's weight is held to a budget (issue 18); the category's list has the rest.
  const [related, reviews] = await Promise.all([
    listRelatedProducts(product.id, 4).catch(() => []),
    productPageReviews(product.merchant.id).catch(() => null),
  ]);
  const title = toPersianDigitsInText(product.title);
  const category = product.breadcrumb.at(-1);
  const action = offerAction(product);
  const isGoods = offerKindOf(product.categoryType) === 'goods';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 max-lg:pb-24">
      <JsonLdScript data={productJsonLd(product, productHref(product), supplierHref(product.merchant))} />
      <Breadcrumb
        items={[
          ...categoryTrailCrumbs(
            product.breadcrumb.map((item) => ({ ...item, categoryType: product.categoryType })),
            false,
          ),
          { label: title },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ProductGallery images={product.images} title={title} />

        <div className="flex min-w-0 flex-col gap-5">
          <div>
            <h1 className="text-2xl leading-snug font-black text-slate-900 sm:text-3xl">
              <FaText text={product.title} />
            </h1>
            {category ? (
              <p className="mt-2 text-slate-700">
                در{' '}
                <Link
                  href={categoryProductsHref(category)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {toPersianDigitsInText(category.name)}
                </Link>
              </p>
            ) : null}
          </div>

          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            {product.priceRials === null && action.target === 'order' && !isGoods ? (
              // A service is priced for the job: «درخواست قیمت» below sends the request.
              <p className="text-lg font-bold text-slate-900" data-testid="product-detail-price">
                قیمت پس از بررسی درخواست شما اعلام می‌شود
              </p>
            ) : product.priceRials === null ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-lg font-bold text-slate-900" data-testid="product-detail-price">
                  قیمت با استعلام از فروشنده
                </p>
                <Link
                  href={priceInquiryHref(product.id)}
                  prefetch={false}
                  className={buttonClass('primary')}
                  data-testid="price-inquiry"
                >
                  <MessageIcon size={20} />
                  استعلام قیمت
                </Link>
              </div>
            ) : (
              <p className="text-2xl font-black text-slate-900" data-testid="product-detail-price">
                {formatPrice(product.priceRials)}
                <span className="ms-2 text-base font-normal text-slate-600">/ {product.salesUnit}</span>
              </p>
            )}
            {/* The facts of what is sold: goods, a service, a consultancy or a document (features/catalog/offer-shape.ts). */}
            <dl
              className="facts mt-3 space-y-1"
              data-testid="offer-facts"
              data-kind={offerKindOf(product.categoryType)}
            >
              {offerFacts(product).map((fact) => (
                <Fact
                  key={fact.key}
                  label={fact.label}
                  testId={fact.key === 'min-order' ? 'product-min-order' : `fact-${fact.key}`}
                >
                  {fact.key === 'lead-time' ? (
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon size={18} className="text-slate-500" />
                      {fact.text}
                    </span>
                  ) : (
                    <FaText text={fact.text} />
                  )}
                </Fact>
              ))}
              {product.quantityPricing.orderMultiple ? (
                <Fact label="فروش در مضرب‌های" testId="product-order-multiple">
                  {formatNumberFa(product.quantityPricing.orderMultiple)} {product.salesUnit}
                </Fact>
              ) : null}
              <Fact label="بازدید" testId="product-visits">
                {formatNumberFa(product.visitCount)}
              </Fact>
            </dl>
            {product.quantityPricing.priceTiers.length > 1 && action.target === 'order' ? (
              <PriceTiersTable product={product} orderHref={newDirectOrderHref(product.id)} />
            ) : null}
            <div className="mt-5 flex flex-wrap gap-3">
              {action.target === 'order' && product.quantityPricing.samplePriceRials !== null ? (
                <Link
                  href={`${newDirectOrderHref(product.id)}&kind=sample`}
                  className={buttonClass('secondary')}
                  prefetch={false}
                  data-testid="sample-order"
                >
                  سفارش نمونه ({formatPrice(product.quantityPricing.samplePriceRials)})
                </Link>
              ) : null}
              {action.target === 'order' ? (
                <Link
                  href={newDirectOrderHref(product.id)}
                  className={buttonClass('primary')}
                  prefetch={false}
                  data-testid="offer-action"
                >
                  {action.label}
                </Link>
              ) : product.priceRials !== null ? (
                <Link
                  href={priceInquiryHref(product.id)}
                  className={buttonClass('primary')}
                  prefetch={false}
                  data-testid="offer-action"
                >
                  {action.label}
                </Link>
              ) : null}
              <FavoriteButton objectType="product" objectId={product.id} title={title} />
              <MessageSupplierLink subjectType="product" subjectId={product.id} />
              {product.catalogFileUrl ? (
                <a
                  href={product.catalogFileUrl}
                  download
                  className={buttonClass('primary')}
                  type="application/pdf"
                  data-testid="product-catalogue"
                >
                  <DownloadIcon size={20} />
                  {catalogFileLabel(product.categoryType)}
                  {product.catalogFile ? (
                    <span className="text-sm font-normal">({formatFileSize(product.catalogFile.sizeBytes)})</span>
                  ) : null}
                </a>
              ) : null}
              {product.baseProduct ? (
                <Link href={baseProductHref(product.baseProduct)} className={buttonClass('secondary')}>
                  <PackageIcon size={20} />
                  مقایسهٔ پیشنهادهای فروشندگان
                </Link>
              ) : null}
            </div>
          </div>

          <ProductSupplierCard merchant={product.merchant} />
          <NotePanel objectType="product" objectId={product.id} />
          <div className="text-end">
            <ReportListingButton productId={product.id} />
          </div>
        </div>
      </div>

      {product.description ? (
        <section aria-labelledby="product-description-heading" className="mt-10">
          <h2 id="product-description-heading" className="text-xl font-bold text-slate-900">
            توضیحات
          </h2>
          <p className="mt-3 max-w-4xl leading-8 text-slate-800">{toPersianDigits(product.description)}</p>
        </section>
      ) : null}

      <section aria-labelledby="product-properties-heading" className="mt-10">
        <h2 id="product-properties-heading" className="mb-3 text-xl font-bold text-slate-900">
          مشخصات فنی
        </h2>
        <ProductPropertiesTable values={product.properties} caption={`مشخصات فنی ${title}`} />
      </section>

      {product.baseProduct ? (
        <p className="mt-6">
          <Link
            href={baseProductHref(product.baseProduct)}
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            همهٔ پیشنهادهای «{toPersianDigitsInText(product.baseProduct.name)}»
            <ChevronLeftIcon size={18} />
          </Link>
        </p>
      ) : null}

      {reviews ? <ProductReviews reviews={reviews} supplierHref={supplierHref(product.merchant)} /> : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-products-heading" className="mt-10">
          <h2 id="related-products-heading" className="text-xl font-bold text-slate-900">
            محصولات مرتبط
          </h2>
          {/* Card data to a client grid: the React payload carries strings, not each card's markup again. */}
          <ProductGrid
            className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
            label="محصولات مرتبط"
            cards={productCardRows(related)}
            Action={ProductHeart}
          />
        </section>
      ) : null}

      <VisitBeacon objectType="product" objectId={product.id} />
      {/* On a phone the next step stays in reach: the price and the action in a bar at the bottom (issue 37). */}
      {action.target === 'order' || product.priceRials !== null ? (
        <div
          className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 bg-white px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] ring-1 ring-slate-200 lg:hidden"
          data-testid="offer-action-bar"
        >
          <span className="min-w-0 truncate font-bold text-slate-900">
            {product.priceRials === null ? 'قیمت با استعلام' : formatPrice(product.priceRials)}
          </span>
          <Link
            href={action.target === 'order' ? newDirectOrderHref(product.id) : priceInquiryHref(product.id)}
            className={buttonClass('primary', 'shrink-0')}
            prefetch={false}
          >
            {action.label}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
