// One supplier product in a grid: picture, title, up to three key properties, price (or "price on
// inquiry") per sales unit, minimum order, and who sells it from where.
import type { ProductSummary } from '@bazaar/contracts/catalog';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FaText } from '@/components/ui/fa-text';
import { MapPinIcon, MessageIcon, PackageIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { priceInquiryHref } from '@/features/messaging/messaging-links';
import { productHref } from './product-links';
import { formatMeasure, formatPrice, propertyValueText } from './property-format';

const MAX_HIGHLIGHTS = 3;

interface ProductCardProps {
  product: ProductSummary;
  headingLevel: 'h2' | 'h3' | 'h4';
  /** A control beside the title that the page adds (the favourite heart). */
  action?: ReactNode;
}

export function ProductCard({ product, headingLevel: Heading, action }: ProductCardProps) {
  const headingId = `product-${product.id}`;
  const highlights = product.highlights
    .map((value) => ({ name: value.name, text: propertyValueText(value) }))
    .filter((item): item is { name: string; text: string } => item.text !== null)
    .slice(0, MAX_HIGHLIGHTS);
  const place = product.merchant.city ?? product.merchant.province;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="product-card"
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      {product.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: product pictures come from the API's file store at any address; next/image would need every host configured up front.
        <img
          src={product.imageUrl}
          alt=""
          width={320}
          height={200}
          loading="lazy"
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[8/5] items-center justify-center bg-slate-100 text-slate-400">
          <PackageIcon size={48} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading id={headingId} className="font-bold leading-7">
            <Link href={productHref(product)} className="text-brand-900 hover:text-brand-700 hover:underline">
              <FaText text={product.title} />
            </Link>
          </Heading>
          {action}
        </div>
        {highlights.length > 0 ? (
          <dl className="mt-2 space-y-0.5 text-sm text-slate-700">
            {highlights.map((item) => (
              <div key={item.name} className="flex flex-wrap gap-x-1">
                <dt>{item.name}:</dt>
                <dd className="font-medium text-slate-900">{item.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto pt-3">
          {product.priceRials === null ? (
            // No price given: a way to ask the supplier, not plain text (issue 20).
            <Link
              href={priceInquiryHref(product.id, product.title)}
              prefetch={false}
              className={buttonClass('secondary', 'px-3 text-sm')}
              data-testid="price-inquiry"
            >
              <MessageIcon size={18} />
              استعلام قیمت
              <span className="sr-only"> «{product.title}» از فروشنده</span>
            </Link>
          ) : (
            <p className="font-bold text-slate-900" data-testid="product-price">
              {formatPrice(product.priceRials)}
              <span className="ms-1 text-sm font-normal text-slate-600">/ {product.salesUnit}</span>
            </p>
          )}
          {product.minOrderQuantity !== null ? (
            <p className="text-sm text-slate-700">
              حداقل سفارش: {formatMeasure(product.minOrderQuantity)} {product.salesUnit}
            </p>
          ) : null}
          <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
            <p className="font-medium text-slate-800">
              <FaText text={product.merchant.name} />
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon size={16} className="shrink-0 text-slate-500" />
                  {place}
                </span>
              ) : null}
              <VerificationBadge level={product.merchant.verificationLevel} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
