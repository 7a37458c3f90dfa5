// A direct order's lines against their listings' quantity prices (decision 045): what each line costs by its
// tier (or its sample price), and which quantities the listing refuses.
import { type PriceTier, quantityProblem, unitPriceFor } from '@bazaar/contracts/price-tiers';
import type { TradeRequestKind } from '@bazaar/contracts/trade-states';
import { fieldError } from '../trade-context.js';

export interface PricedListing {
  salesUnit: string;
  priceRials: number | null;
  minOrderQuantity: number | null;
  orderMultiple: number | null;
  priceTiers: PriceTier[];
  samplePriceRials: number | null;
}

/** The listing's price per unit for a line: the sample price for a sample order, else the quantity's tier. */
export function linePrice(kind: TradeRequestKind, listing: PricedListing | undefined, quantity: number) {
  if (!listing) return null;
  return kind === 'sample' ? listing.samplePriceRials : unitPriceFor(listing, quantity);
}

/**
 * Field errors for quantities the listing does not sell: under its minimum, off its multiple, or no sample.
 * `kept`: the lines of the draft being edited; a line left as it was keeps the rule it was written under.
 */
export function orderQuantityErrors(
  input: { kind: TradeRequestKind; items: { productId: number; quantity: number }[] },
  listings: Map<number, PricedListing>,
  kept: readonly { productId: number | null; quantity: number }[] = [],
) {
  const errors: ReturnType<typeof fieldError>[] = [];
  input.items.forEach((item, i) => {
    const listing = listings.get(item.productId);
    if (!listing) return;
    if (input.kind === 'sample') {
      if (listing.samplePriceRials === null)
        errors.push(fieldError(`body.items.${i}.productId`, 'noSample', 'فروشنده برای این کالا نمونه نمی‌فروشد.'));
      else if (item.quantity !== 1)
        errors.push(
          fieldError(`body.items.${i}.quantity`, 'sampleQuantity', `سفارش نمونه یک ${listing.salesUnit} از هر کالاست.`),
        );
      return;
    }
    const keptLine = kept.some((k) => k.productId === item.productId && k.quantity === item.quantity);
    const problem = quantityProblem(listing, item.quantity, listing.salesUnit, { keptLine });
    if (problem) errors.push(fieldError(`body.items.${i}.quantity`, 'orderQuantity', problem));
  });
  return errors;
}
