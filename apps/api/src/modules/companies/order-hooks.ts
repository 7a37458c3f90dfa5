// The company's part in trade's own transitions (trade's `afterCreate` and `beforeTransition` hooks, in the
// transition's unit of work; decision 044). Checked on the server at every change of state, so no client can
// skip them: a member's new order is the company's (an accountant writes none); sending, opening to quotes and
// publishing need the role's right and, when the rules or a budget ask, a current approval; publishing commits
// the budgets, an edit sends the approval back, a cancel or refusal gives the budgets back.
import type { TradeAction } from '@bazaar/contracts/trade-states';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { TradeOffer, TradeOrder } from '../trade/for-modules.js';
import { assess, covered, resetOnEdit } from './approvals.js';
import { budgetRials, checkBudgets, releaseBudgets } from './budget-moves.js';
import { may, refused, repoOn } from './companies-context.js';

const SENDING: TradeAction[] = ['request_confirmation', 'open_to_quotes', 'publish'];

/** A company member's new draft becomes a company order; a member without the right to write is refused. */
async function recordOrder(db: Database, order: TradeOrder, userId: number) {
  const r = repoOn(db);
  const membership = await r.membershipOf(userId);
  if (!membership) return;
  if (!may(membership.role, 'draft')) throw refused('draft', membership.role);
  await r.insert(order.id, membership.companyId, userId);
}

/** Sending, opening or publishing a company order: right, approval and (when publishing) the budgets. */
async function guard(
  db: Database,
  order: TradeOrder,
  userId: number,
  action: TradeAction,
  now: Date,
  vatBasisPoints: number,
) {
  const r = repoOn(db);
  const row = await r.row(order.id, true);
  if (!row) return;
  const membership = await r.membershipOf(userId);
  if (!membership || membership.companyId !== row.companyId)
    throw new AppError('COMPANIES_ROLE_REFUSED', { detail: 'شما دیگر عضو شرکتِ این سفارش نیستید.' });
  if (!may(membership.role, 'send')) throw refused('send', membership.role);
  const needs = await assess(r, row, order.shippingRials, order.merchantId, now, vatBasisPoints);
  // The budgets first, under their row locks: parallel orders queue here and see each other's commitments.
  // A budget holds what the company pays: goods, shipping and VAT (decision 052).
  if (needs.amountRials !== null)
    await checkBudgets(r, row, budgetRials(needs.amountRials, vatBasisPoints), now, {
      commit: action === 'publish',
      ownerApproved: covered(row, needs.amountRials, { required: 1, ownerRequired: true }),
    });
  if (!covered(row, needs.amountRials, { required: needs.required, ownerRequired: false }))
    throw new AppError('COMPANIES_APPROVAL_REQUIRED', {
      detail:
        row.approvalStatus === 'pending'
          ? 'این سفارش «در انتظار تأیید» است و پیش از تأیید شرکت ارسال، منتشر یا پرداخت نمی‌شود.'
          : `این سفارش پیش از ارسال یا انتشار تأیید شرکت را می‌خواهد (${needs.reasons.join('، ')}).`,
    });
}

export function registerOrderHooks(
  trade: Pick<TradeOffer, 'afterCreate' | 'beforeTransition'>,
  now: () => Date,
  vatBasisPoints: number,
) {
  trade.afterCreate((db, _emit, order, caller) => recordOrder(db, order, caller.userId));
  for (const action of SENDING)
    trade.beforeTransition(action, (db, _emit, order, caller) =>
      guard(db, order, caller.userId, action, now(), vatBasisPoints),
    );
  trade.beforeTransition('edit', (db, _emit, order) => resetOnEdit(db, order.id));
  for (const action of ['cancel', 'refuse'] as const)
    trade.beforeTransition(action, (db, _emit, order) => releaseBudgets(repoOn(db), order.id));
}
