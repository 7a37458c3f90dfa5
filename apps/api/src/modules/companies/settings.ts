// A company's approval rules, budgets and wallet (decision 044): every member with the read right sees them;
// the owner changes rules and budgets; the owner and the accountant fund the wallet from their own.
import type { ApprovalRule, Budget, BudgetBody } from '@bazaar/contracts/companies-model';
import { normalizePersian } from '@bazaar/fa/normalize';
import { fieldError } from '../../shared/app-error.js';
import type { BudgetRow } from './budgets.repo.js';
import { type CompaniesContext, companyView, memberOf, repoOn } from './companies-context.js';

export async function rules(ctx: CompaniesContext, userId: number, companyId: number) {
  await memberOf(ctx.repo, userId, companyId, 'read');
  return { rules: await ctx.repo.rules(companyId) };
}

export async function replaceRules(ctx: CompaniesContext, userId: number, companyId: number, input: ApprovalRule[]) {
  await memberOf(ctx.repo, userId, companyId, 'manage');
  for (const [i, rule] of input.entries()) {
    if (rule.kind === 'amount' && rule.minRials === null)
      throw fieldError(`body.rules.${i}.minRials`, 'required', 'سقف مبلغ این قاعده را وارد کنید.');
    if (rule.kind === 'category' && (rule.categoryId === null || !(await ctx.repo.categoryExists(rule.categoryId))))
      throw fieldError(`body.rules.${i}.categoryId`, 'required', 'دستهٔ این قاعده را انتخاب کنید.');
  }
  await ctx.deps.uow.run((tx) =>
    repoOn(tx).replace(
      companyId,
      input.map((r) => ({
        ...r,
        minRials: r.kind === 'amount' ? r.minRials : null,
        categoryId: r.kind === 'category' ? r.categoryId : null,
      })),
    ),
  );
  return rules(ctx, userId, companyId);
}

const toBudget = (b: BudgetRow): Budget => ({
  id: b.id,
  costCentre: b.costCentre,
  period: b.period,
  jalaliYear: b.jalaliYear,
  jalaliMonth: b.period === 'month' ? b.jalaliMonth : null,
  limitRials: b.limitRials,
  committedRials: b.committedRials,
  spentRials: b.spentRials,
  remainingRials: b.limitRials - b.committedRials - b.spentRials,
});

export async function budgets(ctx: CompaniesContext, userId: number, companyId: number) {
  await memberOf(ctx.repo, userId, companyId, 'read');
  return (await ctx.repo.list(companyId)).map(toBudget);
}

export async function putBudget(ctx: CompaniesContext, userId: number, companyId: number, input: BudgetBody) {
  await memberOf(ctx.repo, userId, companyId, 'manage');
  if (input.period === 'month' && input.jalaliMonth === null)
    throw fieldError('body.jalaliMonth', 'required', 'ماه بودجهٔ ماهانه را انتخاب کنید.');
  await ctx.repo.upsert({
    companyId,
    costCentre: normalizePersian(input.costCentre.trim()),
    period: input.period,
    jalaliYear: input.jalaliYear,
    jalaliMonth: input.period === 'month' ? (input.jalaliMonth ?? 0) : 0,
    limitRials: input.limitRials,
  });
  return budgets(ctx, userId, companyId);
}

export async function deposit(
  ctx: CompaniesContext,
  userId: number,
  companyId: number,
  key: string,
  amountRials: number,
) {
  const member = await memberOf(ctx.repo, userId, companyId, 'pay');
  await ctx.deps.wallet.deposit({ userId, companyId, key, amountRials });
  return companyView(ctx, member);
}
