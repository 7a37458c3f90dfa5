// What an offer costs delivered (decision 045): goods + shipping + VAT on both, secure payment's rule (decision
// 039), and offers ranked by it with the cheapest and the fastest marked. Pure, for the API and the web alike.
import './zod-config';
import { z } from 'zod';
import { MAX_RIALS, rialsSchema } from './money';

/**
 * VAT of an amount at a rate in basis points, rounded half up to a whole Rial (what secure payment charges).
 * Past 2^53 the product is taken in BigInt, so the largest orders (10^15 Rials × 1000 bp) stay exact.
 */
export function vatOf(amountRials: number, basisPoints: number): number {
  const scaled = amountRials * basisPoints + 5000;
  if (Number.isSafeInteger(scaled)) return Math.floor(scaled / 10_000);
  return Number((BigInt(amountRials) * BigInt(basisPoints) + 5000n) / 10_000n);
}

export const deliveredCostSchema = z
  .object({
    goodsRials: rialsSchema,
    shippingRials: rialsSchema.nullable().describe('null: the supplier did not say (shipping is quoted on the order)'),
    vatRials: rialsSchema,
    totalRials: rialsSchema.describe('Goods + shipping + VAT, what the buyer would pay through secure payment'),
    vatPercent: z.number(),
  })
  .meta({ id: 'DeliveredCost' });
export type DeliveredCost = z.infer<typeof deliveredCostSchema>;

/** Goods + shipping + VAT; see `deliveredCostWithin` for answers, which must stay within MAX_RIALS. */
export function deliveredCost(goodsRials: number, shippingRials: number | null, vatBasisPoints: number): DeliveredCost {
  const base = goodsRials + (shippingRials ?? 0);
  const vatRials = vatOf(base, vatBasisPoints);
  return { goodsRials, shippingRials, vatRials, totalRials: base + vatRials, vatPercent: vatBasisPoints / 100 };
}

export interface RankedOffer<T> {
  offer: T;
  /** 1 for the cheapest delivered; offers without a total come last, unranked (null). */
  rank: number | null;
  cheapest: boolean;
  fastest: boolean;
}

/**
 * Offers in order of total delivered cost (ties: the shorter lead time first), the cheapest and the fastest
 * marked (every offer that ties for either is marked). Offers without a total or lead time are never marked.
 */
export function rankByDeliveredCost<T>(
  offers: readonly T[],
  totalOf: (offer: T) => number | null,
  leadTimeOf: (offer: T) => number | null,
): RankedOffer<T>[] {
  const totals = offers.map(totalOf).filter((t): t is number => t !== null);
  const leads = offers.map(leadTimeOf).filter((t): t is number => t !== null);
  const cheapestTotal = totals.length ? Math.min(...totals) : null;
  const fastestLead = leads.length ? Math.min(...leads) : null;
  const sorted = [...offers].sort((a, b) => {
    const ta = totalOf(a) ?? Number.POSITIVE_INFINITY;
    const tb = totalOf(b) ?? Number.POSITIVE_INFINITY;
    if (ta !== tb) return ta - tb;
    return (leadTimeOf(a) ?? Number.POSITIVE_INFINITY) - (leadTimeOf(b) ?? Number.POSITIVE_INFINITY);
  });
  return sorted.map((offer, i) => ({
    offer,
    rank: totalOf(offer) === null ? null : i + 1,
    cheapest: offers.length > 1 && cheapestTotal !== null && totalOf(offer) === cheapestTotal,
    fastest: offers.length > 1 && fastestLead !== null && leadTimeOf(offer) === fastestLead,
  }));
}

/** The supplier's measured on-time figure, filled by the trust metrics when they are built (null: not enough). */
export const onTimeRateSchema = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .default(null)
  .describe('Share of the supplier’s orders delivered by their promised day; null: «اطلاعات کافی نیست»');

/** The delivered cost when every figure fits an answer (at most MAX_RIALS), else null (an order that big is refused). */
export function deliveredCostWithin(
  goodsRials: number,
  shippingRials: number | null,
  vatBasisPoints: number,
): DeliveredCost | null {
  const cost = deliveredCost(goodsRials, shippingRials, vatBasisPoints);
  return cost.totalRials <= MAX_RIALS ? cost : null;
}
