// The buyer opens a dispute on a shipped or delivered order within the objection window (decision 039): the
// order becomes «در اختلاف» and its money stays held, untouched by the release job, until staff decide. On an order
// paid in stages (decision 040) the buyer disputes one delivered stage: that stage's money alone is frozen, the
// order keeps its state and its other stages go on.
import { type Dispute, type DisputeReason, type OpenDisputeInput, openDisputeSchema } from '@bazaar/contracts/disputes';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { disputeView } from './dispute-view.js';
import { createDisputesRepo, type DisputeRow } from './disputes.repo.js';
import { type Caller, DAY_MS, type DisputesContext, evidence } from './disputes-context.js';

export async function openDispute(
  ctx: DisputesContext,
  caller: Caller,
  id: number,
  raw: OpenDisputeInput,
): Promise<Dispute> {
  const input = openDisputeSchema.parse(raw);
  const files = await evidence(ctx, caller.userId, input.fileIds);
  if (input.stage) return openStageDispute(ctx, caller, id, { ...input, stage: input.stage }, files);
  let dispute: DisputeRow | undefined;
  await ctx.deps.trade.actOn(caller, id, 'open_dispute', {
    note: normalizePersian(input.text).slice(0, 200),
    work: async (db) => {
      const due = await ctx.deps.securePayment.releaseDueAtIn(db, id);
      if (due && due <= ctx.now())
        throw new AppError('TRADE_ILLEGAL_TRANSITION', {
          detail: 'مهلت اعتراض به این سفارش به پایان رسیده و وجه آن پرداخت شده است.',
        });
      const r = createDisputesRepo(db);
      dispute = await r.insert({
        tradeRequestId: id,
        openedByUserId: caller.userId,
        reason: input.reason,
        text: normalizePersian(input.text),
        supplierAnswerDueAt: new Date(ctx.now().getTime() + ctx.deps.answerDays * DAY_MS),
      });
      await r.addMessage({
        disputeId: dispute.id,
        authorUserId: caller.userId,
        party: 'buyer',
        text: normalizePersian(input.text),
        files,
      });
    },
  });
  if (!dispute) throw new Error('dispute not opened');
  return disputeView(ctx, dispute, await ctx.deps.securePayment.heldRials(id));
}

async function openStageDispute(
  ctx: DisputesContext,
  caller: Caller,
  id: number,
  input: { reason: DisputeReason; text: string; stage: number },
  files: { fileId: string; fileName: string }[],
): Promise<Dispute> {
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== 'buyer')
    throw new AppError('TRADE_WRONG_PARTY', { detail: '«ثبت اختلاف» فقط کار خریدار این سفارش است.' });
  const dispute = await ctx.deps.uow.run(async (db, emit) => {
    if (!(await ctx.deps.trade.orderIn(db, id, true))) throw new AppError('NOT_FOUND');
    await ctx.deps.securePayment.disputeStageIn(db, id, input.stage);
    const r = createDisputesRepo(db);
    const row = await r.insert({
      tradeRequestId: id,
      stageNumber: input.stage,
      openedByUserId: caller.userId,
      reason: input.reason,
      text: normalizePersian(input.text),
      supplierAnswerDueAt: new Date(ctx.now().getTime() + ctx.deps.answerDays * DAY_MS),
    });
    await r.addMessage({ disputeId: row.id, authorUserId: caller.userId, party: 'buyer', text: row.text, files });
    await ctx.deps.trade.announceIn(db, emit, id, {
      action: 'dispute_stage',
      actorUserId: caller.userId,
      stage: input.stage,
    });
    return row;
  });
  return disputeView(ctx, dispute, await ctx.deps.securePayment.heldRials(id, undefined, input.stage));
}
