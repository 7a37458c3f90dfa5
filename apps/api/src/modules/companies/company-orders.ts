// A company's orders as its members see them (decision 044): the list, the approvals inbox, one order with its
// approval, the company's PO number and cost centre, and paying a published order from the company wallet.
import type { ApprovalStatus, CompanyOrder } from '@bazaar/contracts/companies-model';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { assess, OPEN_STATES } from './approvals.js';
import { spendBudgets } from './budget-moves.js';
import type { CompaniesRepo } from './companies.repo.js';
import { type CompaniesContext, type Member, may, memberOf, memberOfOrder, repoOn } from './companies-context.js';

type Listed = Awaited<ReturnType<CompaniesRepo['listed']>>[number];

async function toView(ctx: CompaniesContext, member: Member, row: Listed): Promise<CompanyOrder> {
  const o = row.order;
  const steps = await ctx.repo.steps(o.tradeRequestId, o.approvalRound);
  const open = o.approvalStatus === 'pending';
  // What the rules ask is worked out only where it can still change something: an order not yet published, with
  // no approval asked; otherwise the round's own figures stand.
  const needs =
    OPEN_STATES.includes(row.state) && (o.approvalStatus === 'none' || o.approvalStatus === 'rejected')
      ? await assess(ctx.repo, o, 0, row.merchantId, ctx.now(), ctx.deps.vatBasisPoints)
      : { required: o.approvalsRequired, ownerRequired: o.ownerRequired, reasons: [] as string[] };
  return {
    tradeRequestId: o.tradeRequestId,
    companyId: o.companyId,
    title: row.title,
    supplierName: row.supplierName,
    state: row.state,
    createdByName: row.createdByName,
    createdAt: o.createdAt.toISOString(),
    poNumber: o.poNumber,
    costCentre: o.costCentre,
    amountRials: row.amount,
    approval: {
      status: o.approvalStatus,
      required: needs.required,
      ownerRequired: needs.ownerRequired,
      steps: steps.map((s) => ({ step: s.step, approverName: s.approverName, at: s.at })),
      approvedRials: o.approvedRials,
      reasons: needs.reasons,
      rejectionReason: o.rejectionReason,
    },
    canDecide:
      open &&
      may(member.role, 'approve') &&
      !steps.some((s) => s.approverUserId === member.userId) &&
      (!o.ownerRequired || steps.length + 1 < o.approvalsRequired || member.role === 'owner'),
    // A priced order is paid, and thereby published, in one step (decision 049) once no approval is missing.
    canPay:
      may(member.role, 'pay') &&
      (row.state === 'published' ||
        (row.state === 'supplier_confirmed' &&
          (o.approvalStatus === 'approved' || (o.approvalStatus === 'none' && needs.required === 0)))),
  };
}

export async function orderView(ctx: CompaniesContext, userId: number, id: number) {
  const { member } = await memberOfOrder(ctx.repo, userId, id, 'read');
  const [row] = await ctx.repo.listed({ companyId: member.companyId, id });
  if (!row) throw new AppError('NOT_FOUND');
  return toView(ctx, member, row);
}

export async function companyOrders(
  ctx: CompaniesContext,
  userId: number,
  companyId: number,
  query: { approval?: ApprovalStatus },
) {
  const member = await memberOf(ctx.repo, userId, companyId, 'read');
  const rows = await ctx.repo.listed({ companyId, approval: query.approval });
  return Promise.all(rows.map((row) => toView(ctx, member, row)));
}

/** The orders waiting for a step the caller may take. */
export async function approvalsInbox(ctx: CompaniesContext, userId: number, companyId: number) {
  const member = await memberOf(ctx.repo, userId, companyId, 'approve');
  const rows = await ctx.repo.listed({ companyId, approval: 'pending' });
  return (await Promise.all(rows.map((row) => toView(ctx, member, row)))).filter((o) => o.canDecide);
}

/** The PO number and cost centre: members who write orders, until the order is published. */
export async function setReference(
  ctx: CompaniesContext,
  userId: number,
  id: number,
  body: { poNumber: string; costCentre: string },
) {
  // PO numbers are codes (Latin digits); cost centres are names matched to budgets (ی/ک normalised).
  const input = { poNumber: toLatinDigits(body.poNumber.trim()), costCentre: normalizePersian(body.costCentre.trim()) };
  await ctx.deps.uow.run(async (db) => {
    const trade = await ctx.deps.trade.orderIn(db, id, true);
    const r = repoOn(db);
    const { order } = await memberOfOrder(r, userId, id, 'draft', true);
    const bound =
      trade &&
      !['draft', 'awaiting_supplier', 'supplier_confirmed', 'supplier_rejected', 'open_for_quotes'].includes(
        trade.state,
      );
    // The cost centre decides which budgets a published order holds: it is fixed from then on.
    if (bound && input.costCentre !== order.costCentre)
      throw new AppError('COMPANIES_NOT_PENDING', { detail: 'مرکز هزینهٔ سفارش منتشرشده تغییر نمی‌کند.' });
    await r.update(id, { poNumber: input.poNumber, costCentre: input.costCentre });
  });
  return orderView(ctx, userId, id);
}

/**
 * Owner or accountant: secure payment's payable for the priced order (asked as its buyer: a confirmed order is
 * published by it, decision 049), paid from the company wallet; the budgets' commitment becomes spent in the
 * same transaction.
 */
export async function payFromCompany(ctx: CompaniesContext, userId: number, id: number, key: string) {
  const { member } = await memberOfOrder(ctx.repo, userId, id, 'pay');
  const trade = await ctx.deps.trade.orderIn(ctx.deps.db, id);
  if (!trade) throw new AppError('NOT_FOUND');
  const payable = await ctx.deps.orderPayable(trade.buyerUserId, id);
  await ctx.deps.wallet.pay({
    userId,
    companyId: member.companyId,
    key,
    payableId: payable.id,
    work: (db) => spendBudgets(repoOn(db), id),
  });
  return orderView(ctx, userId, id);
}
