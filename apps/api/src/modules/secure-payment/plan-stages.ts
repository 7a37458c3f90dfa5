// An order split into stages (milestones, decision 040): the supplier plans them on a priced, unpaid order; the
// buyer pays them one at a time, in order, each by its own payable into the order's one holding account. The
// first stage paid moves the order to «پرداخت‌شده»; later ones find it under way.
import { type StagePlanInput, stageActionSchema, stagePlanInputSchema } from '@bazaar/contracts/secure-payment-stages';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { TRADE_REQUEST_STATE_LABELS, TRADE_TRANSITIONS } from '@bazaar/contracts/trade-states';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { normalizePersian } from '@bazaar/fa/normalize';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import { AppError } from '../../shared/app-error.js';
import type { AcceptedStages } from '../trade/for-modules.js';
import { orderSubject, planIfPublishing, publishedForPayment } from './publish-for-payment.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { checkPayer, DAY_MS, notPriced, type PayCaller, type SecurePaymentContext } from './secure-payment-context.js';
import { stageAmounts, stagePlanProblems } from './stage-rules.js';
import { createStagesRepo } from './stages.repo.js';

type Caller = PayCaller;
const PLANNABLE = ['supplier_confirmed', 'published'] as const;
/** States in which a staged order's later stages are paid. */
export const UNDER_WAY = ['paid', 'in_progress', 'shipped', 'delivered'] as const;
export const tehranDay = (d: Date) => new Date(d.getTime() + 3.5 * 3_600_000).toISOString().slice(0, 10);
const illegal = (detail: string) => new AppError('TRADE_ILLEGAL_TRANSITION', { detail });
const stageField = (message: string) =>
  new AppError('VALIDATION_FAILED', { errors: [{ field: 'body.stage', code: 'oneOf', message }] });

async function party(ctx: SecurePaymentContext, caller: Caller, id: number, who: 'buyer' | 'supplier') {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== who)
    throw new AppError('TRADE_WRONG_PARTY', {
      detail: who === 'buyer' ? 'این کار فقط کار خریدار این سفارش است.' : 'این کار فقط کار تأمین‌کنندهٔ این سفارش است.',
    });
  return order;
}

/** The supplier's plan: replaces any earlier one while nothing is paid; asking for a whole payment drops it. */
export async function planStages(ctx: SecurePaymentContext, caller: Caller, id: number, raw: StagePlanInput) {
  const input = stagePlanInputSchema.parse(raw);
  await party(ctx, caller, id, 'supplier');
  await ctx.deps.uow.run(async (db, emit) => {
    const order = await ctx.deps.trade.orderIn(db, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    if (!(PLANNABLE as readonly string[]).includes(order.state))
      throw illegal(
        `مرحله‌بندی فقط پیش از پرداخت ممکن است؛ این سفارش «${TRADE_REQUEST_STATE_LABELS[order.state]}» است.`,
      );
    if (order.goodsRials === null || order.goodsRials <= 0) throw notPriced();
    const problems = stagePlanProblems(input.stages, order.goodsRials, tehranDay(ctx.now()));
    if (problems.length) throw new AppError('VALIDATION_FAILED', { errors: problems });
    const r = createSecurePaymentRepo(db);
    const money = await r.money(id, true);
    if (money?.paidAt) throw illegal('بخشی از مبلغ این سفارش پرداخت شده است؛ مرحله‌بندی دیگر تغییر نمی‌کند.');
    if (money) {
      // A whole payment asked for and not paid: it is dropped; the buyer pays the first stage instead.
      await ctx.deps.wallet.cancelPayableIn(db, money.payableId);
      await r.deleteMoney(id);
    }
    const amounts = stageAmounts(
      input.stages.map((s) => s.amountRials),
      order.shippingRials,
      ctx.deps.vatBasisPoints,
    );
    await createStagesRepo(db).replace(
      id,
      input.stages.map((s, i) => ({
        tradeRequestId: id,
        number: i + 1,
        title: normalizePersian(s.title),
        deliverable: normalizePersian(s.deliverable),
        dueOn: s.dueOn,
        ...(amounts[i] as (typeof amounts)[number]),
      })),
    );
    await ctx.deps.trade.announceIn(db, emit, id, { action: 'plan_stages', actorUserId: caller.userId });
  });
}

/**
 * A quote with stages accepted (decision 056), in trade's unit of work: its stages become the order's, due the
 * given number of days after today, under the same rules and arithmetic as a plan made on the order.
 */
export async function stagesFromQuote(ctx: SecurePaymentContext, db: Database, accepted: AcceptedStages) {
  const now = ctx.now().getTime();
  const stages = accepted.stages.map((s) => ({ ...s, dueOn: tehranDay(new Date(now + s.days * DAY_MS)) }));
  const problems = stagePlanProblems(stages, accepted.goodsRials, tehranDay(ctx.now()));
  // Checked when the quote was sent; refused here only if its prices now convert otherwise.
  if (problems.length)
    throw new AppError('VALIDATION_FAILED', {
      errors: problems.map((p) => ({ ...p, field: 'body.quoteId' })),
    });
  const amounts = stageAmounts(
    stages.map((s) => s.amountRials),
    accepted.shippingRials,
    ctx.deps.vatBasisPoints,
  );
  await createStagesRepo(db).replace(
    accepted.tradeRequestId,
    stages.map((s, i) => ({
      tradeRequestId: accepted.tradeRequestId,
      number: i + 1,
      title: s.title,
      deliverable: s.deliverable,
      dueOn: s.dueOn,
      ...(amounts[i] as (typeof amounts)[number]),
    })),
  );
}

/** The buyer's payable for stage `n`: only the first unpaid one; a repeat answers the same open payable. */
export async function payStage(
  ctx: SecurePaymentContext,
  caller: Caller,
  id: number,
  raw: { stage: number },
): Promise<{ request: TradeRequest; payable: Payable }> {
  const n = stageActionSchema.parse(raw).stage;
  const planned = await planIfPublishing(ctx, await party(ctx, caller, id, 'buyer'));
  await checkPayer(ctx, caller, id);
  const payable = await ctx.deps.uow.run(async (db, emit) => {
    const order = await ctx.deps.trade.orderIn(db, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    const stages = await createStagesRepo(db).stages(id, true);
    const stage = stages.find((s) => s.number === n);
    if (!stage) throw stageField('این سفارش چنین مرحله‌ای ندارد.');
    if (stage.paidAt) throw illegal(`مرحلهٔ ${toPersianDigits(n)} پیش‌تر پرداخت شده است.`);
    const first = stages.find((s) => !s.paidAt);
    if (first && first.number !== n)
      throw illegal(`مرحله‌ها به ترتیب پرداخت می‌شوند؛ نخست مرحلهٔ ${toPersianDigits(first.number)} را بپردازید.`);
    const allowed: readonly string[] = n === stages[0]?.number ? TRADE_TRANSITIONS.pay.from : UNDER_WAY;
    if (!allowed.includes(order.state))
      throw illegal(`پرداخت مرحله در وضعیت «${TRADE_REQUEST_STATE_LABELS[order.state]}» مجاز نیست.`);
    const sum = stages.reduce((t, s) => t + s.amountRials, 0);
    if (sum !== order.goodsRials || stages[0]?.shippingRials !== order.shippingRials)
      throw illegal('مرحله‌بندی با قیمت‌های تأییدشدهٔ سفارش یکی نیست؛ تأمین‌کننده باید مرحله‌ها را دوباره ثبت کند.');
    if (stage.payableId) {
      const open = await ctx.deps.wallet.payableIn(db, stage.payableId);
      if (open?.status === 'open') return open;
    }
    // The first stage's payable carries the publishing fee as a line (decision 049); later stages do not.
    const published = await publishedForPayment(ctx, db, emit, order, caller, planned);
    const fee = n === stages[0]?.number ? published.feeRials : 0;
    const feeNote = fee > 0 ? ' و کارمزد انتشار' : '';
    const created = await ctx.deps.wallet.createPayableIn(db, {
      userId: order.buyerUserId,
      kind: 'trade_order',
      title: `پرداخت امن مرحلهٔ ${toPersianDigits(n)} («${stage.title}»)${feeNote} سفارش شمارهٔ ${toPersianDigits(id)} (${formatMoney(stage.totalRials + fee, { unit: 'toman' })})`,
      amountRials: stage.totalRials + fee,
      subject: orderSubject(order, fee, n),
    });
    await createStagesRepo(db).update(id, n, { payableId: created.id });
    const r = createSecurePaymentRepo(db);
    if (await r.money(id, true)) await r.updateMoney(id, { payableId: created.id });
    else
      await r.insertMoney({
        tradeRequestId: id,
        buyerUserId: order.buyerUserId,
        merchantId: order.merchantId,
        goodsRials: sum,
        shippingRials: order.shippingRials,
        vatBasisPoints: ctx.deps.vatBasisPoints,
        vatRials: stages.reduce((t, s) => t + s.vatRials, 0),
        totalRials: stages.reduce((t, s) => t + s.totalRials, 0),
        payableId: created.id,
      });
    return created;
  });
  return { request: await ctx.deps.trade.get(caller, id), payable };
}

/** The order's first payment moves it to «پرداخت‌شده» (the buyer's `pay`); false when it is no longer published. */
export async function movePaid(
  ctx: SecurePaymentContext,
  db: Database,
  emit: Emit,
  id: number,
  buyerUserId: number,
  note: string,
) {
  // Only a published order: paying publishes it first (decision 049), never skipping that step.
  const moved = await ctx.deps.trade.moveIn(db, emit, id, {
    action: 'pay',
    from: ['published'],
    to: TRADE_TRANSITIONS.pay.to,
    actorUserId: buyerUserId,
    actorParty: 'buyer',
    note,
  });
  return moved !== undefined;
}

/**
 * The wallet settled a stage's payable (in its settling transaction): the stage is paid if it still waits for
 * this very payable and the order is still under way; the first stage moves the order to «پرداخت‌شده».
 * Otherwise false, and the wallet moves nothing into holding (a gateway's money goes to the buyer's wallet).
 */
export async function onStagePaid(
  ctx: SecurePaymentContext,
  db: Database,
  emit: Emit,
  payable: { id: number; userId: number; subject: Record<string, number> },
): Promise<boolean> {
  const id = payable.subject.tradeRequestId;
  const n = payable.subject.stage;
  if (!id || !n) return false;
  const order = await ctx.deps.trade.orderIn(db, id, true);
  const r = createSecurePaymentRepo(db);
  const money = await r.money(id, true);
  const stage = (await createStagesRepo(db).stages(id, true)).find((s) => s.number === n);
  if (!order || !money || !stage || stage.payableId !== payable.id || stage.paidAt) return false;
  if (!money.paidAt) {
    // The first stage paid moves the order: its `pay` event is the live event of this step.
    const note = `مبلغ مرحلهٔ ${toPersianDigits(n)} پرداخت شد و تا تأیید آن نزد بازار صنعت نگه داشته می‌شود`;
    if (!(await movePaid(ctx, db, emit, id, payable.userId, note))) return false;
  } else if (!(UNDER_WAY as readonly string[]).includes(order.state)) return false;
  else await ctx.deps.trade.announceIn(db, emit, id, { action: 'pay_stage', actorUserId: payable.userId, stage: n });
  const now = ctx.now();
  await createStagesRepo(db).update(id, n, { paidAt: now });
  await r.updateMoney(id, { paidAt: money.paidAt ?? now, paidRials: money.paidRials + stage.totalRials });
  return true;
}
