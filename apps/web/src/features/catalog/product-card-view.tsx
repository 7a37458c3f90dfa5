// One supplier product in a grid (the view; product-card.tsx places a single one on a server page): picture, title, up to three key properties, price (or "price on
// inquiry") per sales unit, minimum order, and who sells it from where. `productCardData` turns a product
// into the few ready strings the card shows, so a list can hand them to its client grid
// (product-grid.client.tsx) instead of sending the card's markup twice (HTML and React payload).
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FaText } from '@/components/ui/fa-text';
import { MessageIcon, PackageIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { priceInquiryHref } from '@/features/messaging/messaging-links';
import { productLinkPath } from './product-links';
import { formatMeasure, formatPrice, propertyValueText } from './property-format';

const MAX_HIGHLIGHTS = 3;

/** What a product card shows, formatted. */
export interface ProductCardData {
  id: number;
  /** The product's slug: the card builds its address (productLinkPath), a third of an encoded one's bytes. */
  slug: string;
  /** As written: the card shows it through <FaText> (Persian digits, Latin codes isolated). */
  title: string;
  imageUrl: string | null;
  highlights: Array<[name: string, text: string]>;
  /** null: no price given, the card asks for it (issue 20); its link is built from id and title here, not carried. */
  price: string | null;
  salesUnit: string;
  minOrder: string | null;
  merchant: string;
  place: string | null;
  verification: VerificationLevel;
}

export function productCardData(product: ProductSummary): ProductCardData {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    imageUrl: product.imageUrl,
    highlights: product.highlights
      .map((value): [string, string | null] => [value.name, propertyValueText(value)])
      .filter((item): item is [string, string] => item[1] !== null)
      .slice(0, MAX_HIGHLIGHTS),
    price: product.priceRials === null ? null : formatPrice(product.priceRials),
    salesUnit: product.salesUnit,
    minOrder: product.minOrderQuantity === null ? null : formatMeasure(product.minOrderQuantity),
    merchant: product.merchant.name,
    place: product.merchant.city ?? product.merchant.province,
    verification: product.merchant.verificationLevel,
  };
}

/**
 * A card's data as a row of values, for a list's grid: the React payload then carries no key names, which were
 * ~130 bytes a card (escaped) of a 24-card list's payload (issue 34). `cardOfRow` reads it back.
 */
export type ProductCardRow = [
  id: number,
  slug: string,
  title: string,
  imageUrl: string | null,
  highlights: Array<[name: string, text: string]>,
  price: string | null,
  salesUnit: string,
  minOrder: string | null,
  merchant: string,
  place: string | null,
  verification: VerificationLevel,
];

export function productCardRow(product: ProductSummary): ProductCardRow {
  return rowOfCard(productCardData(product));
}

export function rowOfCard(card: ProductCardData): ProductCardRow {
  return [
    card.id,
    card.slug,
    card.title,
    card.imageUrl,
    card.highlights,
    card.price,
    card.salesUnit,
    card.minOrder,
    card.merchant,
    card.place,
    card.verification,
  ];
}

export function cardOfRow(row: ProductCardRow | ProductCardData): ProductCardData {
  if (!Array.isArray(row)) return row;
  const [id, slug, title, imageUrl, highlights, price, salesUnit, minOrder, merchant, place, verification] = row;
  return { id, slug, title, imageUrl, highlights, price, salesUnit, minOrder, merchant, place, verification };
}

export interface ProductCardViewProps {
  card: ProductCardData;
  headingLevel: 'h2' | 'h3' | 'h4';
  /** A control beside the title that the page adds (the favourite heart). */
  action?: ReactNode;
  /**
   * The card's place in its list: the first row's pictures are on the first screen, so they load at once,
   * the very first with high priority (it is a list's largest paint); the rest load as they scroll in.
   */
  position?: number;
  /** In a list: the prefix of the list's badge explanations (VerificationBadge's `list`). */
  badgeList?: string;
}

export function ProductCardView({
  card,
  headingLevel: Heading,
  action,
  position = Number.POSITIVE_INFINITY,
  badgeList,
}: ProductCardViewProps) {
  const headingId = `product-${card.id}`;
  return (
    <article aria-labelledby={headingId} data-testid="product-card" className="pc">
      {card.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: product pictures come from the API's file store at any address; next/image would need every host configured up front.
        <img
          src={card.imageUrl}
          alt=""
          width={320}
          height={200}
          loading={position < 3 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          className="pc-img"
        />
      ) : (
        <div aria-hidden="true" className="pc-img pc-noimg">
          <PackageIcon size={48} />
        </div>
      )}
      <div className="pc-body">
        <div className="pc-top">
          <Heading id={headingId} className="pc-title">
            <Link href={productLinkPath(card)} className="pc-link">
              <FaText text={card.title} />
            </Link>
          </Heading>
          {action}
        </div>
        {card.highlights.length > 0 ? (
          <dl className="pc-facts">
            {card.highlights.map(([name, text]) => (
              <div key={name} className="pc-fact">
                <dt>{`${name}:`}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto pt-3">
          {card.price === null ? (
            // No price given: a way to ask the supplier, not plain text (issue 20).
            <Link
              href={priceInquiryHref(card.id, card.title)}
              prefetch={false}
              className={buttonClass('secondary', 'px-3 text-sm')}
              data-testid="price-inquiry"
            >
              <MessageIcon size={18} />
              استعلام قیمت
              <span className="sr-only">{` «${card.title}» از فروشنده`}</span>
            </Link>
          ) : (
            <p className="pc-price" data-testid="product-price">
              {card.price}
              <span className="pc-unit">{`/ ${card.salesUnit}`}</span>
            </p>
          )}
          {card.minOrder !== null ? (
            <p className="pc-min">{`حداقل سفارش: ${card.minOrder} ${card.salesUnit}`}</p>
          ) : null}
          <div className="pc-seller">
            <p className="pc-merchant">
              <FaText text={card.merchant} />
            </p>
            <div className="pc-where">
              {card.place ? (
                <span className="pc-place">
                  <span aria-hidden="true" className="ic ic-pin text-slate-500" />
                  {card.place}
                </span>
              ) : null}
              <VerificationBadge level={card.verification} list={badgeList} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
