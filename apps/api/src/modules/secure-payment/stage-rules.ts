// The arithmetic and the rules of an order's stages (milestones, decision 040), pure so tests can check them:
// how the order's money is split among its stages, and what a plan must satisfy.
import type { StageInput } from '@bazaar/contracts/secure-payment-stages';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { vatOf } from './money-rules.js';

export interface StageAmounts {
  amountRials: number;
  shippingRials: number;
  vatRials: number;
  totalRials: number;
}

/**
 * Each stage's money: its part of the goods; all of the shipping with the first stage (the goods leave with
 * it or the carrier is booked for it); VAT on each stage's goods and shipping, rounded per stage, so a stage
 * paid is a whole tax invoice line. The publishing fee is not a stage's: it is paid when the order is published.
 */
export function stageAmounts(amounts: number[], shippingRials: number, vatBasisPoints: number): StageAmounts[] {
  return amounts.map((amountRials, i) => {
    const shipping = i === 0 ? shippingRials : 0;
    const vatRials = vatOf(amountRials + shipping, vatBasisPoints);
    return { amountRials, shippingRials: shipping, vatRials, totalRials: amountRials + shipping + vatRials };
  });
}

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** What is wrong with a plan of stages for goods worth `goodsRials`, as Persian field errors (none: valid). */
export function stagePlanProblems(
  stages: Pick<Required<StageInput>, 'amountRials' | 'dueOn'>[],
  goodsRials: number,
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  stages.forEach((s, i) => {
    if (s.dueOn < today)
      problems.push({
        field: `body.stages.${i}.dueOn`,
        code: 'min',
        message: `سررسید مرحلهٔ ${toPersianDigits(i + 1)} گذشته است؛ امروز یا روزی پس از آن را انتخاب کنید.`,
      });
  });
  const sum = stages.reduce((total, s) => total + s.amountRials, 0);
  if (sum !== goodsRials)
    problems.push({
      field: 'body.stages',
      code: 'sum',
      message: `جمع مبلغ مرحله‌ها (${formatMoney(sum, { unit: 'toman' })}) باید با جمع کالاها و خدمات سفارش (${formatMoney(goodsRials, { unit: 'toman' })}) برابر باشد.`,
    });
  return problems;
}

/**
 * A stage's commission terms: the plan's rate on its goods and shipping; the plan's minimum is the order's, not
 * each stage's, so only the last stage settled tops the order's commission up to it (what the earlier stages
 * paid counts). A staged order thus pays what it would have paid whole. Never more than released.
 */
export function stagePlan(
  plan: { commissionBasisPoints: number; commissionMinRials: number },
  orderCommissionSoFar: number,
  last: boolean,
) {
  return {
    commissionBasisPoints: plan.commissionBasisPoints,
    commissionMinRials: last ? Math.max(0, plan.commissionMinRials - orderCommissionSoFar) : 0,
  };
}
