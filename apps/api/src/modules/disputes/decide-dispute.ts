// Staff decide a dispute (decision 039): release all, refund all, or split the held money, with a reason both
// parties read. One transaction, final: the dispute row is decided once (a second decision finds it decided),
// the order leaves «در اختلاف», and the money moves through secure payment's one settlement.
import { type DecideDisputeInput, type Dispute, decideDisputeSchema } from '@bazaar/contracts/disputes';
import { formatMoney } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { disputeView } from './dispute-view.js';
import { createDisputesRepo } from './disputes.repo.js';
import { type Caller, type DisputesContext, fieldError, noDispute } from './disputes-context.js';

const decided = () =>
  new AppError('TRADE_ILLEGAL_TRANSITION', { detail: 'دربارهٔ این اختلاف پیش‌تر تصمیم گرفته شده است؛ تصمیم نهایی است.' });

export async function decideDispute(
  ctx: DisputesContext,
  caller: Caller,
  disputeId: number,
  raw: DecideDisputeInput,
): Promise<Dispute> {
  const input = decideDisputeSchema.parse(raw);
  const reason = normalizePersian(input.reason);
  const row = await ctx.deps.uow.run(async (db, emit) => {
    const r = createDisputesRepo(db);
    const dispute = await r.byId(disputeId, true);
    if (!dispute) throw noDispute();
    if (dispute.decidedAt) throw decided();
    const order = await ctx.deps.trade.orderIn(db, dispute.tradeRequestId, true);
    if (!order) throw noDispute();
    const stage = dispute.stageNumber;
    const held = await ctx.deps.securePayment.heldRials(order.id, db, stage);
    const refund =
      input.outcome === 'refund_all' ? held : input.outcome === 'release_all' ? 0 : (input.refundRials ?? 0);
    if (input.outcome === 'split' && !(refund > 0 && refund < held))
      throw new AppError('VALIDATION_FAILED', {
        errors: [
          fieldError(
            'body.refundRials',
            'max',
            `در تقسیم، مبلغ بازگشتی به خریدار باید بیشتر از صفر و کمتر از ${formatMoney(held, { unit: 'toman' })} باشد.`,
          ),
        ],
      });
    const how = { refundRials: refund, actorUserId: caller.userId, why: 'تصمیم پشتیبانی دربارهٔ اختلاف' };
    let settled: Awaited<ReturnType<typeof ctx.deps.securePayment.settleIn>>;
    if (stage) {
      // A stage's dispute (decision 040): only its money moves; the order completes after its last stage.
      const moved = await ctx.deps.securePayment.settleStageIn(db, order, stage, how);
      if (!moved.moved) throw decided();
      if (moved.orderSettled)
        await ctx.deps.securePayment.finishStagedOrderIn(db, emit, order.id, {
          action: 'decide_dispute',
          actorUserId: caller.userId,
          actorParty: 'system',
          note: reason,
        });
      // Not the last stage: the order keeps its state, and the decision publishes its own live event.
      else
        await ctx.deps.trade.announceIn(db, emit, order.id, {
          action: 'decide_stage',
          actorUserId: caller.userId,
          stage,
        });
      settled = moved;
    } else {
      const moved = await ctx.deps.trade.moveIn(db, emit, order.id, {
        action: 'decide_dispute',
        from: ['disputed'],
        to: refund === held ? 'refunded' : 'completed',
        actorUserId: caller.userId,
        actorParty: 'system',
        note: reason,
      });
      if (!moved) throw decided();
      settled = await ctx.deps.securePayment.settleIn(db, order, how);
    }
    if (
      !(await r.decide(disputeId, {
        outcome: input.outcome,
        refundRials: settled.refundedRials,
        releaseRials: settled.releasedRials + settled.commissionRials,
        decisionReason: reason,
        decidedByUserId: caller.userId,
        decidedAt: ctx.now(),
      }))
    )
      throw decided();
    await r.addMessage({
      disputeId,
      authorUserId: caller.userId,
      party: 'staff',
      text: `تصمیم پشتیبانی: ${reason}`,
      files: [],
    });
    return { ...dispute };
  });
  const fresh = (await ctx.repo.byId(row.id)) ?? row;
  return disputeView(
    ctx,
    fresh,
    await ctx.deps.securePayment.heldRials(row.tradeRequestId, undefined, row.stageNumber),
  );
}

export async function staffQueue(
  ctx: DisputesContext,
  q: { page: number; pageSize: number; status?: 'open' | 'decided' },
) {
  const page = await ctx.repo.list(q);
  const ids = page.items.map((d) => d.tradeRequestId);
  const names = new Map((await ctx.deps.trade.partyNames(ids)).map((n) => [n.id, n]));
  const answered = await ctx.repo.supplierAnswered(page.items.map((d) => d.id));
  const items = [];
  for (const d of page.items)
    items.push({
      id: d.id,
      tradeRequestId: d.tradeRequestId,
      stage: d.stageNumber,
      status: d.decidedAt ? ('decided' as const) : ('open' as const),
      reason: d.reason,
      buyerName: names.get(d.tradeRequestId)?.buyerName ?? '',
      merchantName: names.get(d.tradeRequestId)?.merchantName ?? '',
      heldRials: await ctx.deps.securePayment.heldRials(d.tradeRequestId, undefined, d.stageNumber),
      openedAt: d.openedAt.toISOString(),
      supplierAnswerDueAt: d.supplierAnswerDueAt.toISOString(),
      supplierAnswered: answered.has(d.id),
    });
  return { ...page, items };
}
