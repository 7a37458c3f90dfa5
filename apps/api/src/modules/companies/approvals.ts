// Approvals of company orders (decision 044). An order the rules catch (amount, category, new supplier) or that
// would go over a budget waits «در انتظار تأیید»: the member who wrote it submits it, approvers (purchasing
// manager, owner) approve one or two steps in sequence — two different people — or reject it with a reason.
// The approval covers the amount it was given for; an edit sends the order back (`resetOnEdit`). Steps are
// taken under the company order's row lock and each step's row is unique, so parallel approvals apply once.
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import type { TradeRequestState } from '@bazaar/contracts/trade-states';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { AppError, fieldError } from '../../shared/app-error.js';
import { requiredApprovals } from './approval-rules.js';
import { budgetRials, wouldGoOver } from './budget-moves.js';
import type { CompaniesRepo } from './companies.repo.js';
import { type CompaniesContext, memberOfOrder, repoOn } from './companies-context.js';
import type { CompanyOrderRow } from './orders.repo.js';

export const APPROVER_ROLES: readonly CompanyRole[] = ['owner', 'purchasing_manager'];
/** States before the order binds the company (published): approval may be asked and given then. */
export const OPEN_STATES: readonly TradeRequestState[] = [
  'draft',
  'awaiting_supplier',
  'supplier_confirmed',
  'supplier_rejected',
  'open_for_quotes',
];

/** What the order costs now and what the rules and budgets ask of it. */
export async function assess(
  r: CompaniesRepo,
  order: CompanyOrderRow,
  shippingRials: number,
  merchantId: number,
  now: Date,
  vatBasisPoints: number,
) {
  const goods = await r.amountOf(order.tradeRequestId);
  const amountRials = goods === null ? null : goods + shippingRials;
  const facts = {
    amountRials,
    categoryIds: await r.categoryIdsOf(order.tradeRequestId),
    newSupplier: !(await r.usedSupplierBefore(order.companyId, merchantId, order.tradeRequestId)),
  };
  const { required, reasons } = requiredApprovals(await r.rules(order.companyId), facts);
  // Rules weigh the order's price (goods and shipping); budgets what the company pays, VAT included.
  const ownerRequired =
    amountRials !== null && (await wouldGoOver(r, order, budgetRials(amountRials, vatBasisPoints), now));
  if (ownerRequired) reasons.push('بیش از بودجه (تأیید مالک)');
  return { amountRials, required, ownerRequired, reasons };
}

/** Whether the order's current approval covers it as it stands. */
export function covered(
  order: CompanyOrderRow,
  amountRials: number | null,
  needs: { required: number; ownerRequired: boolean },
) {
  if (needs.required === 0 && !needs.ownerRequired) return true;
  return (
    order.approvalStatus === 'approved' &&
    amountRials !== null &&
    order.approvedRials !== null &&
    amountRials <= order.approvedRials &&
    order.approvalsRequired >= needs.required &&
    (!needs.ownerRequired || order.ownerRequired)
  );
}

async function announce(r: CompaniesRepo, emit: Emit, order: CompanyOrderRow, approval: string) {
  const approvers = await r.memberIds(order.companyId, APPROVER_ROLES);
  await emit(
    'companies.order.changed',
    { tradeRequestId: order.tradeRequestId, companyId: order.companyId, approval },
    { audience: [...new Set([...approvers, order.createdBy])] },
  );
}

/** The member who may write orders asks for approval of the order as it stands. */
export async function submitForApproval(ctx: CompaniesContext, userId: number, id: number) {
  await ctx.deps.uow.run(async (db, emit) => {
    const trade = await ctx.deps.trade.orderIn(db, id, true);
    const r = repoOn(db);
    const { order } = await memberOfOrder(r, userId, id, 'draft', true);
    if (!trade || !OPEN_STATES.includes(trade.state))
      throw new AppError('COMPANIES_NOT_PENDING', {
        detail: 'این سفارش دیگر پیش از انتشار نیست و تأیید تازه نمی‌خواهد.',
      });
    const needs = await assess(r, order, trade.shippingRials, trade.merchantId, ctx.now(), ctx.deps.vatBasisPoints);
    if (needs.required === 0 && !needs.ownerRequired) {
      await r.update(id, { approvalStatus: 'none', approvalsRequired: 0, ownerRequired: false });
      return;
    }
    const patch = {
      approvalStatus: 'pending' as const,
      approvalRound: order.approvalRound + 1,
      approvalsRequired: Math.max(needs.required, 1),
      ownerRequired: needs.ownerRequired,
      approvedRials: null,
      rejectionReason: '',
    };
    await r.update(id, patch);
    await announce(r, emit, { ...order, ...patch }, 'pending');
  });
}

/** An approver's step: approve (the last step approves the order) or reject with a reason. */
export async function decide(
  ctx: CompaniesContext,
  userId: number,
  id: number,
  input: { decision: 'approve' | 'reject'; reason: string },
) {
  if (input.decision === 'reject' && input.reason.trim().length < 3)
    throw fieldError('body.reason', 'minLength', 'دلیل رد سفارش را بنویسید.');
  await ctx.deps.uow.run(async (db, emit) => {
    const trade = await ctx.deps.trade.orderIn(db, id, true);
    const r = repoOn(db);
    const { member, order } = await memberOfOrder(r, userId, id, 'approve', true);
    if (order.approvalStatus !== 'pending' || !trade) throw new AppError('COMPANIES_NOT_PENDING');
    const steps = await r.steps(id, order.approvalRound);
    if (steps.some((s) => s.approverUserId === userId)) throw new AppError('COMPANIES_SAME_APPROVER');
    const step = steps.length + 1;
    const last = step >= order.approvalsRequired;
    if (input.decision === 'approve' && last && order.ownerRequired && member.role !== 'owner')
      throw new AppError('COMPANIES_ROLE_REFUSED', { detail: 'سفارش بیش از بودجه را فقط مالک شرکت تأیید می‌کند.' });
    await r.addDecision({
      tradeRequestId: id,
      round: order.approvalRound,
      step,
      approverUserId: userId,
      decision: input.decision === 'approve' ? 'approved' : 'rejected',
      reason: input.reason.trim(),
    });
    if (input.decision === 'reject') {
      await r.update(id, { approvalStatus: 'rejected', rejectionReason: input.reason.trim() });
      await announce(r, emit, order, 'rejected');
    } else if (last) {
      const goods = await r.amountOf(id);
      await r.update(id, {
        approvalStatus: 'approved',
        approvedRials: goods === null ? null : goods + trade.shippingRials,
      });
      await announce(r, emit, order, 'approved');
    } else await announce(r, emit, order, 'pending');
  });
}

/** Trade's `edit` of a company order: whatever was approved or asked no longer stands. */
export async function resetOnEdit(db: Database, tradeRequestId: number) {
  const r = repoOn(db);
  const order = await r.row(tradeRequestId, true);
  if (!order || order.approvalStatus === 'none') return;
  await r.update(tradeRequestId, { approvalStatus: 'none', approvedRials: null, rejectionReason: '' });
}
