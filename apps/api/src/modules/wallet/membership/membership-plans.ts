// Membership plans (decision 018, item 8): the free base plan, plans staff define, and buying one.
import type {
  CurrentMembership,
  MembershipPlan,
  MembershipPlanInput,
  MyMembership,
  Payable,
} from '@bazaar/contracts/wallet-membership';
import { PAYABLE_KIND_LABELS } from '@bazaar/contracts/wallet-payments';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../../shared/app-error.js';
import { fieldError, iso, toPayable, toPlan, type WalletContext } from '../wallet-context.js';

/** The plans, read only: the free base plan is written the first time it is missing, not on every read. */
export async function listPlans(ctx: WalletContext) {
  const rows = await ctx.repo.plans();
  if (rows.some((plan) => plan.isBase)) return rows.map(toPlan);
  await ctx.repo.ensureBasePlan();
  return (await ctx.repo.plans()).map(toPlan);
}

export async function createPlan(ctx: WalletContext, input: MembershipPlanInput & { description: string }) {
  await ctx.repo.ensureBasePlan();
  return toPlan(
    await ctx.repo.createPlan({
      ...input,
      name: normalizePersian(input.name),
      description: normalizePersian(input.description),
    }),
  );
}

/** A merchant's current plan, for its members and staff; the base plan when it bought none. */
export async function currentPlan(
  ctx: WalletContext,
  caller: { userId: number; staff: boolean },
  merchantId: number,
): Promise<CurrentMembership> {
  if (!caller.staff && !(await ctx.deps.access.membership(caller.userId, merchantId)))
    throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در حساب شما یافت نشد.' });
  const current = await ctx.repo.currentMembership(merchantId, ctx.now());
  if (current)
    return {
      merchantId,
      plan: toPlan(current.plan),
      startedAt: iso(current.membership.startsAt),
      expiresAt: iso(current.membership.expiresAt),
    };
  return { merchantId, plan: toPlan(await ctx.repo.ensureBasePlan()), startedAt: null, expiresAt: null };
}

export async function myMemberships(ctx: WalletContext, userId: number): Promise<MyMembership[]> {
  const rows = await ctx.deps.access.memberships(userId);
  const names = await ctx.repo.merchantNames(rows.map((r) => r.merchantId));
  return Promise.all(
    rows.map(async (row) => ({
      ...(await currentPlan(ctx, { userId, staff: false }, row.merchantId)),
      merchantName: names.get(row.merchantId) ?? '',
      role: row.role,
    })),
  );
}

/** The owner buys a plan for the merchant: a payable, paid from the wallet or a gateway. */
export async function buyPlan(
  ctx: WalletContext,
  userId: number,
  input: { merchantId: number; planId: number },
): Promise<Payable> {
  if ((await ctx.deps.access.membership(userId, input.merchantId))?.role !== 'owner')
    throw new AppError('NOT_FOUND', { detail: 'تأمین‌کننده‌ای با این شناسه در مالکیت شما یافت نشد.' });
  const plan = await ctx.repo.plan(input.planId);
  if (!plan)
    throw new AppError('NOT_FOUND', {
      errors: [fieldError('body.planId', 'notFound', 'این طرح عضویت یافت نشد.')],
    });
  if (plan.isBase || plan.priceRials === 0) throw new AppError('WALLET_PLAN_IS_FREE');
  return toPayable(
    await ctx.repo.createPayable({
      userId,
      kind: 'membership_plan',
      title: `${PAYABLE_KIND_LABELS.membership_plan} «${plan.name}» برای ${toPersianDigits(plan.periodDays)} روز`,
      amountRials: plan.priceRials,
      subject: { merchantId: input.merchantId, planId: plan.id, periodDays: plan.periodDays },
    }),
  );
}

/**
 * The plan that prices a person's trade requests: the current plan of the first merchant they own (or
 * represent), else the free base plan.
 */
export async function planForUser(
  ctx: WalletContext,
  userId: number,
): Promise<{ merchantId: number | null; plan: MembershipPlan }> {
  const [member] = [...(await ctx.deps.access.memberships(userId))].sort((a, b) =>
    a.role === b.role ? a.merchantId - b.merchantId : a.role === 'owner' ? -1 : 1,
  );
  if (member) {
    const current = await ctx.repo.currentMembership(member.merchantId, ctx.now());
    if (current) return { merchantId: member.merchantId, plan: toPlan(current.plan) };
  }
  return { merchantId: member?.merchantId ?? null, plan: toPlan(await ctx.repo.ensureBasePlan()) };
}
