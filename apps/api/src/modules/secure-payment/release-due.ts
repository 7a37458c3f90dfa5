// The durable side of the objection window (decision 039): orders delivered and neither confirmed nor disputed
// within OBJECTION_WINDOW_DAYS are completed and their money released; a day before, the buyer is reminded by
// SMS (an outbox event, sent at least once). Each order is its own unit of work; its row lock makes the job and
// a buyer confirming at the same instant release once.
import { releaseDueStages } from './fulfil-stage.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { DAY_MS, type SecurePaymentContext } from './secure-payment-context.js';
import { settleIn } from './settle.js';
import { createStagesRepo } from './stages.repo.js';

export async function releaseDue(
  ctx: SecurePaymentContext,
  limit = 100,
): Promise<{ released: number; reminded: number }> {
  const now = ctx.now();
  let released = 0;
  for (const { tradeRequestId } of await ctx.repo.dueForRelease(now, limit)) {
    const moved = await ctx.deps.uow.run(async (db, emit) => {
      const order = await ctx.deps.trade.moveIn(db, emit, tradeRequestId, {
        action: 'auto_release',
        from: ['delivered'],
        to: 'completed',
        actorUserId: null,
        actorParty: 'system',
        note: 'مهلت اعتراض خریدار به پایان رسید؛ وجه به تأمین‌کننده پرداخت شد',
      });
      if (!order) return false;
      return (await settleIn(ctx, db, order, { refundRials: 0, actorUserId: null, why: 'پایان مهلت اعتراض' })).moved;
    });
    if (moved) released++;
  }
  released += await releaseDueStages(ctx, limit);
  let reminded = 0;
  for (const due of await ctx.repo.dueForReminder(now, new Date(now.getTime() + DAY_MS), limit)) {
    const sent = await ctx.deps.uow.run(async (db, emit) => {
      if (!(await createSecurePaymentRepo(db).markReminded(due.tradeRequestId, now))) return false;
      await emit('secure-payment.release.soon', {
        tradeRequestId: due.tradeRequestId,
        buyerUserId: due.buyerUserId,
        releaseDueAt: (due.releaseDueAt ?? now).toISOString(),
      });
      return true;
    });
    if (sent) reminded++;
  }
  // A stage of a staged order is reminded the same way, once per stage (decision 049).
  const stages = createStagesRepo(ctx.deps.db);
  for (const due of await stages.dueForReminder(now, new Date(now.getTime() + DAY_MS), limit)) {
    const sent = await ctx.deps.uow.run(async (db, emit) => {
      const order = await ctx.deps.trade.orderIn(db, due.tradeRequestId);
      if (!order || !(await createStagesRepo(db).markReminded(due.tradeRequestId, due.number, now))) return false;
      await emit('secure-payment.release.soon', {
        tradeRequestId: due.tradeRequestId,
        buyerUserId: order.buyerUserId,
        releaseDueAt: (due.releaseDueAt ?? now).toISOString(),
        stage: due.number,
      });
      return true;
    });
    if (sent) reminded++;
  }
  return { released, reminded };
}
