// The arithmetic of secure payment (decision 039), in whole Rials: VAT on an order, and how money released to
// a supplier is split between its receivable and the marketplace's commission. Pure, so a property test can
// check it over any amounts.

import { vatOf } from '@bazaar/contracts/delivered-cost';

// VAT's one formula lives in the contracts, so comparisons of delivered cost (decision 045) charge what this does.
export { vatOf };

export interface OrderAmounts {
  goodsRials: number;
  shippingRials: number;
  vatRials: number;
  totalRials: number;
}

export function orderAmounts(goodsRials: number, shippingRials: number, vatBasisPoints: number): OrderAmounts {
  const vatRials = vatOf(goodsRials + shippingRials, vatBasisPoints);
  return { goodsRials, shippingRials, vatRials, totalRials: goodsRials + shippingRials + vatRials };
}

/**
 * `releaseRials` of an order's held money goes to its supplier: commission is the plan's rate on the part of it
 * that is goods and shipping (VAT is the supplier's to pay to the tax office, never commissioned), at least the
 * plan's minimum, never more than what is released. The rest is the supplier's.
 */
export function commissionSplit(
  releaseRials: number,
  order: Pick<OrderAmounts, 'goodsRials' | 'shippingRials' | 'totalRials'>,
  plan: { commissionBasisPoints: number; commissionMinRials: number },
): { supplierRials: number; commissionRials: number } {
  if (releaseRials <= 0) return { supplierRials: 0, commissionRials: 0 };
  const base = Math.floor((releaseRials * (order.goodsRials + order.shippingRials)) / order.totalRials);
  const rate = Math.floor((base * plan.commissionBasisPoints + 5000) / 10_000);
  const commissionRials = Math.min(releaseRials, Math.max(rate, plan.commissionMinRials));
  return { supplierRials: releaseRials - commissionRials, commissionRials };
}

/**
 * What an order's (or a stage's) holding still holds, by its money row: paid less released, commission and
 * refunds. An order paid in stages has paid the stages paid so far (`paidRials`, decision 040).
 */
export function heldOfMoney(m: {
  paidAt: Date | null;
  paidRials?: number;
  totalRials: number;
  releasedRials: number;
  commissionRials: number;
  refundedRials: number;
}): number {
  return m.paidAt ? (m.paidRials ?? m.totalRials) - m.releasedRials - m.commissionRials - m.refundedRials : 0;
}
