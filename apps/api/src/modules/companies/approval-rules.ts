// What a company's rules ask of an order (decision 044): pure, so the table of amount × category × rule is
// tested without a database. An order needs the most approvers any matching rule asks for (one or two).
import type { ApprovalRule } from '@bazaar/contracts/companies-model';
import { formatMoney } from '@bazaar/fa/money';

export interface OrderFacts {
  /** Goods (the supplier's price, else the target) plus shipping; null while unpriced. */
  amountRials: number | null;
  /** The items' categories and every category above them. */
  categoryIds: readonly number[];
  /** No order of the company reached this supplier before. */
  newSupplier: boolean;
}

export function requiredApprovals(
  rules: readonly (ApprovalRule & { categoryName?: string | null })[],
  facts: OrderFacts,
): { required: 0 | 1 | 2; reasons: string[] } {
  let required: 0 | 1 | 2 = 0;
  const reasons: string[] = [];
  for (const rule of rules) {
    const matches =
      (rule.kind === 'amount' &&
        rule.minRials !== null &&
        // An unpriced order cannot be shown to be under the limit.
        (facts.amountRials === null || facts.amountRials > rule.minRials)) ||
      (rule.kind === 'category' && rule.categoryId !== null && facts.categoryIds.includes(rule.categoryId)) ||
      (rule.kind === 'new_supplier' && facts.newSupplier);
    if (!matches) continue;
    required = Math.max(required, rule.approvers) as 1 | 2;
    if (rule.kind === 'amount') reasons.push(`مبلغ بیش از ${formatMoney(rule.minRials ?? 0, { unit: 'toman' })}`);
    else if (rule.kind === 'category') reasons.push(`خرید از دستهٔ «${rule.categoryName ?? 'تعیین‌شده'}»`);
    else reasons.push('تأمین‌کننده‌ای که شرکت پیش‌تر از او خرید نکرده است');
  }
  return { required, reasons };
}
