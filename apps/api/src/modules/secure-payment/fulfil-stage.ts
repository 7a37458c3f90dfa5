// A stage's way to the buyer (decision 040): the supplier records it delivered with its evidence (its objection
// window starts), the buyer confirms it (its money is released) or the release job does when the window ends.
// A staged order is never shipped, delivered, confirmed or disputed whole; cancelling it refunds what its
// stages hold, unless a delivered stage waits for the buyer's word.
import { type DeliverStageInput, deliverStageSchema, stageActionSchema } from '@bazaar/contracts/secure-payment-stages';
import { toPersianDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { TradeOrder } from '../trade/for-modules.js';
import { UNDER_WAY } from './plan-stages.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { DAY_MS, type SecurePaymentContext } from './secure-payment-context.js';
import { finishStagedOrder, settleStageIn } from './settle-stage.js';
import { createStagesRepo, type StageRow } from './stages.repo.js';

type Caller = { userId: number; staff: boolean };
type Files = { ownedFile(userId: number, id: string): Promise<{ fileName: string }> };
const illegal = (detail: string) => new AppError('TRADE_ILLEGAL_TRANSITION', { detail });
const nth = (n: number) => `مرحلهٔ ${toPersianDigits(n)}`;

async function lockedStage(ctx: SecurePaymentContext, db: Database, id: number, n: number) {
  const order = await ctx.deps.trade.orderIn(db, id, true);
  if (!order) throw new AppError('NOT_FOUND');
  const stage = (await createStagesRepo(db).stages(id, true)).find((s) => s.number === n);
  if (!stage)
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'body.stage', code: 'oneOf', message: 'این سفارش چنین مرحله‌ای ندارد.' }],
    });
  return { order, stage };
}

function waitingFor(stage: StageRow) {
  if (!stage.paidAt) return illegal(`${nth(stage.number)} هنوز پرداخت نشده است.`);
  if (stage.settledAt) return illegal(`وجه ${nth(stage.number)} پیش‌تر تسویه شده است.`);
  if (stage.disputedAt) return illegal(`${nth(stage.number)} در اختلاف است؛ تا تصمیم پشتیبانی وجه آن جابه‌جا نمی‌شود.`);
  return null;
}

export async function deliverStage(
  ctx: SecurePaymentContext,
  caller: Caller,
  id: number,
  raw: DeliverStageInput,
  files: Files,
) {
  const input = deliverStageSchema.parse(raw);
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== 'supplier')
    throw new AppError('TRADE_WRONG_PARTY', { detail: 'ثبت تحویل مرحله فقط کار تأمین‌کنندهٔ این سفارش است.' });
  const file = input.fileId
    ? await files.ownedFile(caller.userId, input.fileId).catch(() => {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ field: 'body.fileId', code: 'pattern', message: 'این فایل در فایل‌های بارگذاری‌شدهٔ شما یافت نشد.' }],
        });
      })
    : null;
  await ctx.deps.uow.run(async (db, emit) => {
    const { order, stage } = await lockedStage(ctx, db, id, input.stage);
    const refused = waitingFor(stage);
    if (refused) throw refused;
    if (stage.deliveredAt) throw illegal(`تحویل ${nth(stage.number)} پیش‌تر ثبت شده است.`);
    if (!(UNDER_WAY as readonly string[]).includes(order.state)) throw illegal('این سفارش دیگر در جریان نیست.');
    const now = ctx.now();
    await createStagesRepo(db).update(id, input.stage, {
      deliveredAt: now,
      releaseDueAt: new Date(now.getTime() + ctx.deps.objectionDays * DAY_MS),
      evidenceNote: normalizePersian(input.note),
      evidenceFileId: input.fileId,
      evidenceFileName: file?.fileName ?? null,
    });
    await ctx.deps.trade.announceIn(db, emit, id, {
      action: 'deliver_stage',
      actorUserId: caller.userId,
      stage: input.stage,
    });
  });
}

export async function confirmStage(ctx: SecurePaymentContext, caller: Caller, id: number, raw: { stage: number }) {
  const n = stageActionSchema.parse(raw).stage;
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== 'buyer')
    throw new AppError('TRADE_WRONG_PARTY', { detail: 'تأیید مرحله فقط کار خریدار این سفارش است.' });
  await ctx.deps.uow.run(async (db, emit) => {
    const { order, stage } = await lockedStage(ctx, db, id, n);
    const refused = waitingFor(stage);
    if (refused) throw refused;
    if (!stage.deliveredAt) throw illegal(`تأمین‌کننده هنوز تحویل ${nth(n)} را ثبت نکرده است.`);
    const settled = await settleStageIn(ctx, db, order, n, {
      refundRials: 0,
      actorUserId: caller.userId,
      why: 'تأیید خریدار',
    });
    if (settled.orderSettled)
      await finishStagedOrder(ctx, db, emit, id, {
        action: 'confirm_receipt',
        actorUserId: caller.userId,
        actorParty: 'buyer',
        note: 'خریدار آخرین مرحله را تأیید کرد؛ وجه همهٔ مرحله‌ها تسویه شد',
      });
    // The last stage's step is the order's `confirm_receipt`; any other publishes its own.
    else
      await ctx.deps.trade.announceIn(db, emit, id, { action: 'confirm_stage', actorUserId: caller.userId, stage: n });
  });
}

/** The release job's part for stages: each due stage in its own unit of work, released once. */
export async function releaseDueStages(ctx: SecurePaymentContext, limit: number): Promise<number> {
  let released = 0;
  for (const due of await createStagesRepo(ctx.deps.db).due(ctx.now(), limit)) {
    const moved = await ctx.deps.uow.run(async (db, emit) => {
      const order = await ctx.deps.trade.orderIn(db, due.tradeRequestId, true);
      if (!order) return false;
      const stage = (await createStagesRepo(db).stages(order.id, true)).find((s) => s.number === due.number);
      if (!stage || stage.disputedAt || !stage.releaseDueAt || stage.releaseDueAt > ctx.now()) return false;
      const settled = await settleStageIn(ctx, db, order, due.number, {
        refundRials: 0,
        actorUserId: null,
        why: 'پایان مهلت اعتراض',
      });
      if (settled.orderSettled)
        await finishStagedOrder(ctx, db, emit, order.id, {
          action: 'auto_release',
          actorUserId: null,
          actorParty: 'system',
          note: 'مهلت اعتراض آخرین مرحله به پایان رسید؛ وجه همهٔ مرحله‌ها تسویه شد',
        });
      else if (settled.moved)
        await ctx.deps.trade.announceIn(db, emit, order.id, {
          action: 'release_stage',
          actorUserId: null,
          stage: due.number,
        });
      return settled.moved;
    });
    if (moved) released++;
  }
  return released;
}

/**
 * Cancel or refuse of a staged order (trade's hook): paid stages not yet delivered go back to the buyer whole,
 * open stage payables are dropped, released stages stay released. Refused while a delivered stage waits for
 * the buyer's confirmation or a stage is in dispute. False when the order has no stages.
 */
export async function refundStagesOnCancel(
  ctx: SecurePaymentContext,
  db: Database,
  order: TradeOrder,
  caller: { userId: number },
  why: string,
): Promise<boolean> {
  const stages = await createStagesRepo(db).stages(order.id, true);
  if (!stages.length) return false;
  const waiting = stages.find((s) => !s.settledAt && (s.disputedAt || s.deliveredAt));
  if (waiting)
    throw illegal(
      `${nth(waiting.number)} تحویل شده و در انتظار تأیید یا تصمیم پشتیبانی است؛ تا آن روشن نشود سفارش لغو نمی‌شود.`,
    );
  for (const s of stages) {
    if (s.paidAt && !s.settledAt)
      await settleStageIn(ctx, db, order, s.number, { refundRials: s.totalRials, actorUserId: caller.userId, why });
    else if (!s.paidAt && s.payableId) await ctx.deps.wallet.cancelPayableIn(db, s.payableId);
  }
  const r = createSecurePaymentRepo(db);
  if (await r.money(order.id, true)) await r.updateMoney(order.id, { settledAt: ctx.now() });
  return true;
}

/** A staged order moves by its stages: shipping, delivering, confirming or disputing it whole is refused. */
export async function refuseWholeOrderStep(db: Database, order: TradeOrder) {
  if ((await createStagesRepo(db).stages(order.id)).length)
    throw illegal('این سفارش مرحله‌ای است؛ تحویل، تأیید و اعتراض برای هر مرحله جداگانه ثبت می‌شود.');
}
