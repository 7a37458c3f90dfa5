// What the order's parties, its supplier's statement and staff read of secure payment (decision 039).
import type { OrderMoney } from '@bazaar/contracts/secure-payment-money';
import { heldStageSchema, settlementStageSchema } from '@bazaar/contracts/secure-payment-stages';
import { AppError } from '../../shared/app-error.js';
import { heldOfMoney, orderAmounts } from './money-rules.js';
import { planOf, type SecurePaymentContext } from './secure-payment-context.js';
import { nextRelease, stageView } from './stage-view.js';
import { createStagesRepo, type StageRow } from './stages.repo.js';

type Caller = { userId: number; staff: boolean };
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const NOT_FOUND = 'سفارشی با این شناسه در سفارش‌های شما یافت نشد.';

/** The money panel of an order: its parties and staff only (a supplier that merely quoted sees nothing). */
export async function orderMoney(ctx: SecurePaymentContext, caller: Caller, id: number): Promise<OrderMoney> {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer === 'quoter') throw new AppError('NOT_FOUND', { detail: NOT_FOUND });
  const [money, shipment, plan, movements, stageRows] = await Promise.all([
    ctx.repo.money(id),
    ctx.repo.shipment(id),
    planOf(ctx, order.merchantId),
    ctx.deps.wallet.holdingMovements(ctx.deps.db, id),
    createStagesRepo(ctx.deps.db).stages(id),
  ]);
  const amounts =
    money ??
    (stageRows.length ? stagedAmounts(stageRows) : null) ??
    (order.goodsRials === null ? null : orderAmounts(order.goodsRials, order.shippingRials, ctx.deps.vatBasisPoints));
  // The publishing fee is a line of the buyer's payable (decision 049): fixed when the order was published, the
  // buyer's plan's until then; the buyer's business, so the supplier's panel shows the order's own money.
  const fee =
    viewer === 'supplier' || !amounts
      ? 0
      : order.state === 'supplier_confirmed'
        ? (await ctx.deps.trade.planForPublishing(order.buyerUserId)).plan.feePerRequestRials
        : order.feeRials;
  const payableOf = async (payableId: number | null) =>
    payableId ? ((await ctx.deps.wallet.payableIn(ctx.deps.db, payableId)) ?? null) : null;
  const payable = await payableOf(money?.payableId ?? null);
  const stages = [];
  for (const s of stageRows) stages.push(stageView(s, s.paidAt ? null : await payableOf(s.payableId)));
  const state = !amounts
    ? 'not_priced'
    : !money?.paidAt
      ? 'awaiting_payment'
      : !money.settledAt
        ? order.state === 'disputed' || stageRows.some((s) => s.disputedAt && !s.settledAt)
          ? 'in_dispute'
          : 'held'
        : money.refundedRials === 0
          ? 'released'
          : money.releasedRials + money.commissionRials === 0
            ? 'refunded'
            : 'split';
  return {
    tradeRequestId: id,
    state,
    goodsRials: amounts?.goodsRials ?? 0,
    shippingRials: amounts?.shippingRials ?? 0,
    vatPercent: (money?.vatBasisPoints ?? ctx.deps.vatBasisPoints) / 100,
    vatRials: amounts?.vatRials ?? 0,
    feeRials: fee,
    totalRials: (amounts?.totalRials ?? 0) + fee,
    payable,
    paidAt: iso(money?.paidAt),
    heldRials: money ? heldOfMoney(money) : 0,
    releasedRials: money?.releasedRials ?? 0,
    commissionRials: money?.commissionRials ?? 0,
    refundedRials: money?.refundedRials ?? 0,
    commissionPercent: plan.commissionBasisPoints / 100,
    commissionMinRials: plan.commissionMinRials,
    objectionDays: ctx.deps.objectionDays,
    deliveredAt: iso(money?.deliveredAt),
    releaseDueAt: money?.settledAt ? null : stageRows.length ? iso(nextRelease(stageRows)) : iso(money?.releaseDueAt),
    shipment: shipment
      ? {
          method: shipment.method,
          trackingNumber: shipment.trackingNumber,
          shippedOn: shipment.shippedOn,
          fileId: shipment.fileId,
          fileName: shipment.fileName,
          note: shipment.note,
          recordedAt: shipment.createdAt.toISOString(),
        }
      : null,
    movements: movements.map((m) => ({
      kind:
        m.kind === 'escrow_refund'
          ? ('refunded' as const)
          : m.kind === 'escrow_release'
            ? ('released' as const)
            : ('paid' as const),
      amountRials: Math.abs(m.amountRials),
      description: m.description,
      createdAt: m.createdAt.toISOString(),
    })),
    stages,
  };
}

/** A staged order's amounts before its first payment: the sums of its stages. */
function stagedAmounts(stages: StageRow[]) {
  const sum = (f: (s: StageRow) => number) => stages.reduce((t, s) => t + f(s), 0);
  return {
    goodsRials: sum((s) => s.amountRials),
    shippingRials: sum((s) => s.shippingRials),
    vatRials: sum((s) => s.vatRials),
    totalRials: sum((s) => s.totalRials),
  };
}

/** A supplier's statement: each paid order's amounts and where its money went; membership checked by the caller. */
export async function settlements(
  ctx: SecurePaymentContext,
  merchantId: number,
  q: { page: number; pageSize: number },
) {
  const page = await ctx.repo.settlements(merchantId, q);
  const staged = await createStagesRepo(ctx.deps.db).ofOrders(page.items.map((m) => m.tradeRequestId));
  const names = new Map(
    (await ctx.deps.trade.partyNames(page.items.map((m) => m.tradeRequestId))).map((n) => [n.id, n]),
  );
  return {
    receivableRials: await ctx.deps.wallet.receivableOf(ctx.deps.db, merchantId),
    heldRials: await ctx.repo.heldOfMerchant(merchantId),
    page: {
      ...page,
      items: page.items.map((m) => ({
        tradeRequestId: m.tradeRequestId,
        buyerName: names.get(m.tradeRequestId)?.buyerName ?? '',
        state: names.get(m.tradeRequestId)?.state ?? 'paid',
        goodsRials: m.goodsRials,
        shippingRials: m.shippingRials,
        vatRials: m.vatRials,
        commissionRials: m.commissionRials,
        releasedRials: m.releasedRials,
        refundedRials: m.refundedRials,
        heldRials: heldOfMoney(m),
        settledAt: iso(m.settledAt),
        stages: (staged.get(m.tradeRequestId) ?? []).map((s) => settlementStageSchema.parse(stageView(s, null))),
      })),
    },
  };
}

/** Staff: orders whose money is held now. */
export async function heldOrders(ctx: SecurePaymentContext, q: { page: number; pageSize: number }) {
  const page = await ctx.repo.held(q);
  const staged = await createStagesRepo(ctx.deps.db).ofOrders(page.items.map((m) => m.tradeRequestId));
  const names = new Map(
    (await ctx.deps.trade.partyNames(page.items.map((m) => m.tradeRequestId))).map((n) => [n.id, n]),
  );
  return {
    ...page,
    items: page.items.map((m) => ({
      tradeRequestId: m.tradeRequestId,
      state: names.get(m.tradeRequestId)?.state ?? 'paid',
      buyerName: names.get(m.tradeRequestId)?.buyerName ?? '',
      merchantName: names.get(m.tradeRequestId)?.merchantName ?? '',
      heldRials: heldOfMoney(m),
      paidAt: iso(m.paidAt),
      releaseDueAt: staged.has(m.tradeRequestId)
        ? iso(nextRelease(staged.get(m.tradeRequestId) ?? []))
        : iso(m.releaseDueAt),
      stages: (staged.get(m.tradeRequestId) ?? []).map((s) => heldStageSchema.parse(stageView(s, null))),
    })),
  };
}

/** The shipment's document, for the order's parties and staff: whose upload it is, to read it. */
export async function shipmentFile(ctx: SecurePaymentContext, caller: Caller, id: number) {
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  const shipment = viewer === 'quoter' ? undefined : await ctx.repo.shipment(id);
  if (!shipment?.fileId || !shipment.recordedByUserId)
    throw new AppError('NOT_FOUND', { detail: 'برای ارسال این سفارش مدرکی بارگذاری نشده است.' });
  return { fileId: shipment.fileId, ownerUserId: shipment.recordedByUserId };
}
