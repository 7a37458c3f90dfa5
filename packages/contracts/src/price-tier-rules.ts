// The rules of a listing's quantity prices (decision 045), without zod: the product page's client tier table
// reads them, and a page that loads zod in the browser pays about 30 KB of JavaScript for it. The schemas are in
// price-tiers.ts, which re-exports these.
import { formatNumberFa } from '@bazaar/fa/digits';

/** At most this many tiers on one listing (a price list of more breaks is a quote, not a listing). */
export const MAX_PRICE_TIERS = 8;

/** One tier: from `minQuantity` (in the listing's sales unit) up to the next tier's start, this price per unit. */
export interface PriceTier {
  minQuantity: number;
  priceRials: number;
  /** Days to ship an order in this tier; null: the listing's own lead time. */
  leadTimeDays: number | null;
}

/** The listing fields the rules read. */
export interface TieredListing {
  priceRials: number | null;
  minOrderQuantity: number | null;
  orderMultiple: number | null;
  priceTiers: readonly PriceTier[];
}

export interface TierProblem {
  /** The editor's field: `priceTiers.1.minQuantity`, `orderMultiple`… */
  field: string;
  message: string;
}

const fa = (n: number) => formatNumberFa(n);
/** The quantities are doubles (kilograms, metres): a multiple within a millionth counts. */
const isMultiple = (quantity: number, step: number) => {
  const ratio = quantity / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
};

/**
 * The rules of a tier table, as Persian messages per field: the first tier starts at the minimum order (1 when
 * none) and costs the listing's price; starts strictly increase (so tiers never overlap and leave no gap: each
 * runs to the next one's start); tiers need a price (not «استعلام قیمت»); the minimum order is a multiple of the
 * order multiple. Prices that rise with quantity are allowed (tierWarnings).
 */
export function tierProblems(listing: TieredListing): TierProblem[] {
  const problems: TierProblem[] = [];
  const { priceTiers: tiers, orderMultiple, minOrderQuantity } = listing;
  if (orderMultiple && minOrderQuantity && !isMultiple(minOrderQuantity, orderMultiple))
    problems.push({
      field: 'minOrderQuantity',
      message: `حداقل سفارش باید مضربی از ضریب سفارش (${fa(orderMultiple)}) باشد.`,
    });
  if (!tiers.length) return problems;
  if (listing.priceRials === null) {
    problems.push({ field: 'priceTiers', message: 'کالای «استعلام قیمت» قیمت پلکانی ندارد؛ نخست قیمت را بنویسید.' });
    return problems;
  }
  const start = minOrderQuantity ?? 1;
  const [first] = tiers;
  if (first && first.minQuantity !== start)
    problems.push({
      field: 'priceTiers.0.minQuantity',
      message: `پلهٔ نخست باید از حداقل سفارش (${fa(start)}) آغاز شود.`,
    });
  if (first && first.priceRials !== listing.priceRials)
    problems.push({ field: 'priceTiers.0.priceRials', message: 'قیمت پلهٔ نخست باید همان قیمت کالا باشد.' });
  tiers.forEach((tier, i) => {
    const previous = tiers[i - 1];
    if (previous && tier.minQuantity <= previous.minQuantity)
      problems.push({
        field: `priceTiers.${i}.minQuantity`,
        message: `پلهٔ ${fa(i + 1)} باید از مقداری بیش از آغاز پلهٔ ${fa(i)} (${fa(previous.minQuantity)}) آغاز شود.`,
      });
  });
  return problems;
}

/** Allowed but worth a second look: a tier dearer than the one before it. */
export function tierWarnings(tiers: readonly PriceTier[]): string[] {
  return tiers.flatMap((tier, i) => {
    const previous = tiers[i - 1];
    return previous && tier.priceRials > previous.priceRials
      ? [`قیمت پلهٔ ${fa(i + 1)} از پلهٔ ${fa(i)} بیشتر است؛ معمولاً خرید بیشتر ارزان‌تر است.`]
      : [];
  });
}

/** The index of the tier a quantity falls in: the last tier starting at or below it; -1 below the first. */
export function tierIndexFor(tiers: readonly PriceTier[], quantity: number): number {
  let found = -1;
  tiers.forEach((tier, i) => {
    if (tier.minQuantity <= quantity) found = i;
  });
  return found;
}

/** The listing's price per unit for a quantity: the tier's when it has tiers, else its one price (or null). */
export function unitPriceFor(listing: TieredListing, quantity: number): number | null {
  if (!listing.priceTiers.length) return listing.priceRials;
  return listing.priceTiers[Math.max(0, tierIndexFor(listing.priceTiers, quantity))]?.priceRials ?? null;
}

/** The lead time of the tier a quantity falls in, else the listing's. */
export function leadTimeFor(listing: TieredListing & { leadTimeDays: number | null }, quantity: number) {
  const tier = listing.priceTiers[tierIndexFor(listing.priceTiers, quantity)];
  return tier?.leadTimeDays ?? listing.leadTimeDays;
}

/**
 * Why a quantity cannot be ordered (a Persian message), or null: below the minimum, or not a multiple. Every
 * listing's minimum order binds new lines (decision 052). `keptLine`: a draft's line an edit leaves as it was
 * (same listing, same quantity) keeps the rule it was written under: before decision 052 only a listing with
 * quantity terms (tiers or a multiple) enforced its minimum, so an old draft below an advisory minimum can still
 * be edited and sent; changing that line's quantity meets today's rule.
 */
export function quantityProblem(
  listing: TieredListing,
  quantity: number,
  unit: string,
  options: { keptLine?: boolean } = {},
): string | null {
  if (options.keptLine && !listing.priceTiers.length && !listing.orderMultiple) return null;
  if (listing.minOrderQuantity && quantity < listing.minOrderQuantity)
    return `حداقل سفارش این کالا ${fa(listing.minOrderQuantity)} ${unit} است.`;
  if (listing.orderMultiple && !isMultiple(quantity, listing.orderMultiple))
    return `این کالا در مضرب‌های ${fa(listing.orderMultiple)} ${unit} فروخته می‌شود.`;
  return null;
}

/** A tier's range for people: «۱ تا ۹», «۵۰ و بیشتر»; «۲٫۵ تا کمتر از ۱۰» when the starts are not whole. */
export function tierRangeLabel(tiers: readonly PriceTier[], i: number): string {
  const tier = tiers[i];
  if (!tier) return '';
  const next = tiers[i + 1];
  if (!next) return `${fa(tier.minQuantity)} و بیشتر`;
  return Number.isInteger(next.minQuantity) && Number.isInteger(tier.minQuantity)
    ? `${fa(tier.minQuantity)} تا ${fa(next.minQuantity - 1)}`
    : `${fa(tier.minQuantity)} تا کمتر از ${fa(next.minQuantity)}`;
}
