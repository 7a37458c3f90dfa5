// Budgets move with the order (decision 044): its amount is committed when it is published, spent when it is
// paid and released when it is cancelled, each in the transaction of that transition and under the budgets'
// row locks (taken in id order), so parallel orders queue on the budget and cannot overspend it. An order that
// would go over needs the owner's approval.

import { vatOf } from '@bazaar/contracts/delivered-cost';
import { toJalali } from '@bazaar/fa/jalali';
import { formatMoney } from '@bazaar/fa/money';
import { AppError } from '../../shared/app-error.js';
import type { CompaniesRepo } from './companies.repo.js';
import type { CompanyOrderRow } from './orders.repo.js';

/**
 * What an order of `amountRials` (goods and shipping) takes from a budget: what the company pays for it, VAT
 * included, by secure payment's own formula (decision 052), so the spent amount is the company wallet's debit.
 */
export const budgetRials = (amountRials: number, vatBasisPoints: number) =>
  amountRials + vatOf(amountRials, vatBasisPoints);

/**
 * Locks the budgets the order counts against this Jalali month and checks that `amountRials` fits in each
 * (what the order already holds counted once). Over a budget: refused unless the owner approved. With
 * `commit`, the order then holds `amountRials` of each. Answers whether it goes over any.
 */
export async function checkBudgets(
  r: CompaniesRepo,
  order: CompanyOrderRow,
  amountRials: number,
  now: Date,
  options: { commit: boolean; ownerApproved: boolean },
): Promise<boolean> {
  const { jy, jm } = toJalali(now);
  const budgets = await r.applicable(order.companyId, order.costCentre, jy, jm, true);
  const held = new Map((await r.commitments(order.tradeRequestId)).map((c) => [c.budgetId, c]));
  const over = budgets.filter((b) => {
    const mine = held.get(b.id);
    if (mine?.spent) return false;
    return b.committedRials + b.spentRials - (mine?.amountRials ?? 0) + amountRials > b.limitRials;
  });
  if (over.length && !options.ownerApproved) {
    const [first] = over;
    const left = first ? Math.max(0, first.limitRials - first.committedRials - first.spentRials) : 0;
    throw new AppError('COMPANIES_OVER_BUDGET', {
      detail: `مبلغ این سفارش از باقی‌ماندهٔ بودجه (${formatMoney(left, { unit: 'toman' })}) بیشتر است؛ سفارش بیش از بودجه تأیید مالک شرکت را می‌خواهد.`,
    });
  }
  if (options.commit)
    for (const b of budgets) {
      const mine = held.get(b.id);
      if (!mine?.spent) await r.commit(b.id, order.tradeRequestId, amountRials, mine?.amountRials ?? 0);
    }
  return over.length > 0;
}

/** Whether the order would go over a budget now (no lock: a forecast for the approvers). */
export async function wouldGoOver(r: CompaniesRepo, order: CompanyOrderRow, amountRials: number, now: Date) {
  const { jy, jm } = toJalali(now);
  const budgets = await r.applicable(order.companyId, order.costCentre, jy, jm, false);
  const held = new Map((await r.commitments(order.tradeRequestId)).map((c) => [c.budgetId, c.amountRials]));
  return budgets.some((b) => b.committedRials + b.spentRials - (held.get(b.id) ?? 0) + amountRials > b.limitRials);
}

/** Paid: what the order holds moves from committed to spent. */
export async function spendBudgets(r: CompaniesRepo, tradeRequestId: number) {
  const held = (await r.commitments(tradeRequestId)).filter((c) => !c.spent);
  await r.lockByIds(held.map((c) => c.budgetId));
  for (const c of held) await r.spend(c.budgetId, tradeRequestId, c.amountRials);
}

/** Cancelled or refused: what the order holds, committed or spent (refunded), goes back. */
export async function releaseBudgets(r: CompaniesRepo, tradeRequestId: number) {
  const held = await r.commitments(tradeRequestId);
  await r.lockByIds(held.map((c) => c.budgetId));
  for (const c of held) await r.release(c.budgetId, tradeRequestId, c.amountRials, c.spent);
}
