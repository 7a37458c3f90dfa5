// One supplier product in a grid (the view; product-card.tsx places a single one on a server page): picture, title, up to three key properties, price (or "price on
// inquiry") per sales unit, minimum order, and who sells it from where. `productCardData` turns a product
// into the few ready strings the card shows, so a list can hand them to its client grid
// (product-grid.client.tsx) instead of sending the card's markup twice (HTML and React payload).
import type { ProductSummary } from '@bazaar/contracts/catalog-products';
import type { VerificationLevel } from '@bazaar/contracts/suppliers';
import { persianSlug } from '@bazaar/fa/normalize';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FaText } from '@/components/ui/fa-text';
import { PackageIcon } from '@/components/ui/icons';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { priceInquiryHref } from '@/features/messaging/messaging-links';
import { FIRST_PICTURE } from '@/lib/first-picture';
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
 * ~130 bytes a card (escaped) of a 24-card list's payload (issue 34). The slug is `0` when it is the title's own
 * (persianSlug, as the API makes it), and each highlight names its property by its place in the list's `names`,
 * which a list's cards share: a category's 24 cards show the same three properties (ProductCardRows).
 */
export type ProductCardRow = [
  id: number,
  slug: string | 0,
  title: string,
  imageUrl: string | null,
  highlights: Array<[name: number, text: string]>,
  price: string | null,
  salesUnit: string,
  minOrder: string | null,
  merchant: string,
  place: string | null,
  verification: VerificationLevel,
];

/** A list's cards as rows and the property names their highlights share, each said once. */
export interface ProductCardRows {
  names: string[];
  rows: ProductCardRow[];
}

export function productCardRows(products: ProductSummary[]): ProductCardRows {
  return rowsOfCards(products.map(productCardData));
}

export function rowsOfCards(cards: ProductCardData[]): ProductCardRows {
  const names: string[] = [];
  const indexOf = (name: string) => {
    const known = names.indexOf(name);
    return known >= 0 ? known : names.push(name) - 1;
  };
  const rows = cards.map(
    (card): ProductCardRow => [
      card.id,
      card.slug === persianSlug(card.title) ? 0 : card.slug,
      card.title,
      card.imageUrl,
      card.highlights.map(([name, text]): [number, string] => [indexOf(name), text]),
      card.price,
      card.salesUnit,
      card.minOrder,
      card.merchant,
      card.place,
      card.verification,
    ],
  );
  return { names, rows };
}

export function cardsOfRows({ names, rows }: ProductCardRows): ProductCardData[] {
  return rows.map(
    ([id, slug, title, imageUrl, highlights, price, salesUnit, minOrder, merchant, place, verification]) => ({
      id,
      slug: slug === 0 ? persianSlug(title) : slug,
      title,
      imageUrl,
      highlights: highlights.map(([name, text]): [string, string] => [names[name] ?? '', text]),
      price,
      salesUnit,
      minOrder,
      merchant,
      place,
      verification,
    }),
  );
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
          {...(position === 0 ? FIRST_PICTURE : {})}
        />
      ) : (
        <div aria-hidden="true" className="pc-img pc-noimg">
          <PackageIcon size={48} />
        </div>
      )}
      <div className="pc-body">
        <div className="pc-top">
          {/* Title and link styled by their place in `.pc-top` (globals.css): no class on each card's. */}
          <Heading id={headingId}>
            <Link href={productLinkPath(card)}>
              <FaText text={card.title} />
            </Link>
          </Heading>
          {action}
        </div>
        {card.highlights.length > 0 ? (
          <dl className="pc-facts">
            {card.highlights.map(([name, text]) => (
              <div key={name}>
                <dt>{`${name}:`}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="pc-end">
          {card.price === null ? (
            // No price given: a way to ask the supplier, not plain text (issue 20).
            <Link
              href={priceInquiryHref(card.id)}
              prefetch={false}
              // The speech bubble is drawn by `.bi-msg::before` (globals.css), not an <svg> on each priceless card.
              className={buttonClass('secondary', 'px-3 text-sm bi-msg')}
              data-testid="price-inquiry"
            >
              استعلام قیمت
              <span className="sr-only">{` «${card.title}» از فروشنده`}</span>
            </Link>
          ) : (
            // Styled by its place, first in `.pc-end`, as the minimum order after it (globals.css).
            <p data-testid="product-price">
              {card.price}
              <span>{`/ ${card.salesUnit}`}</span>
            </p>
          )}
          {card.minOrder !== null ? <p>{`حداقل سفارش: ${card.minOrder} ${card.salesUnit}`}</p> : null}
          <div className="pc-seller">
            <p>
              <FaText text={card.merchant} />
            </p>
            <div className="pc-where">
              {card.place ? (
                // The pin is drawn by `.bi-pin::before` (globals.css), no element of its own on each card.
                <span className="pc-place bi-pin">{card.place}</span>
              ) : null}
              <VerificationBadge level={card.verification} list={badgeList} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
