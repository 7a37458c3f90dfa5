// One supplier product in a grid: picture, title, price (or "on inquiry"), unit and a few highlights.
import type { ProductSummary, PropertyValue } from '@bazaar/contracts/catalog';
import { formatNumberFa, formatRial, toPersianDigits } from '@bazaar/fa/digits';
import Link from 'next/link';
import { PackageIcon } from '@/components/ui/icons';
import { productHref } from './product-links';

const MAX_HIGHLIGHTS = 3;

/** '۱۰ تا ۵۰ bar', 'چدن', 'بله' — a property value as a buyer reads it. */
function formatHighlight(value: PropertyValue): string | null {
  if (value.option) return value.option.label;
  if (value.bool !== null) return value.bool ? 'بله' : 'خیر';
  if (value.text) return value.text;
  if (value.value === null) return null;
  const unit = value.unit ? ` ${value.unit.symbol}` : '';
  const range =
    value.maxValue === null
      ? formatNumberFa(value.value)
      : `${formatNumberFa(value.value)} تا ${formatNumberFa(value.maxValue)}`;
  return `${range}${unit}`;
}

interface ProductCardProps {
  product: ProductSummary;
  headingLevel: 'h2' | 'h3' | 'h4';
}

export function ProductCard({ product, headingLevel: Heading }: ProductCardProps) {
  const headingId = `product-${product.id}`;
  const highlights = product.highlights
    .map((value) => ({ name: value.name, text: formatHighlight(value) }))
    .filter((item): item is { name: string; text: string } => item.text !== null)
    .slice(0, MAX_HIGHLIGHTS);
  return (
    <article
      aria-labelledby={headingId}
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
          className="aspect-[8/5] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[8/5] items-center justify-center bg-slate-100 text-slate-400">
          <PackageIcon size={48} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <Heading id={headingId} className="font-bold leading-7">
          <Link href={productHref(product)} className="text-brand-900 hover:text-brand-700 hover:underline">
            {toPersianDigits(product.title)}
          </Link>
        </Heading>
        {highlights.length > 0 ? (
          <dl className="mt-2 space-y-0.5 text-sm text-slate-700">
            {highlights.map((item) => (
              <div key={item.name} className="flex gap-1">
                <dt>{item.name}:</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-auto pt-3 font-bold text-slate-900">
          {product.priceRials === null ? 'قیمت: استعلام بگیرید' : formatRial(product.priceRials)}
          <span className="ms-1 text-sm font-normal text-slate-600">/ {product.salesUnit}</span>
        </p>
      </div>
    </article>
  );
}
