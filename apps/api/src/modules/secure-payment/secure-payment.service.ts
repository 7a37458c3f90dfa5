// Secure payment (decision 039): the service its routes, its jobs and the disputes module call, one line per
// use case; each use case is a plain function in its own file taking the module's context.
import type { ShipInput } from '@bazaar/contracts/secure-payment-money';
import type { DeliverStageInput, StagePlanInput } from '@bazaar/contracts/secure-payment-stages';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { confirmReceipt, refuseOrder, shipOrder } from './fulfil-order.js';
import { confirmStage, deliverStage } from './fulfil-stage.js';
import { heldOrders, orderMoney, settlements, shipmentFile } from './money-queries.js';
import { heldOfMoney } from './money-rules.js';
import { onOrderPaid, payOrder } from './pay-order.js';
import { payStage, planStages, stagesFromQuote } from './plan-stages.js';
import { releaseDue } from './release-due.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import {
  createSecurePaymentContext,
  type PayCaller,
  type PayGuard,
  type SecurePaymentDeps,
} from './secure-payment-context.js';
import { settleIn } from './settle.js';
import { finishStagedOrder, settleStageIn } from './settle-stage.js';
import { disputeStageIn, stageHeld } from './stage-disputes.js';

type Caller = { userId: number; staff: boolean };
type Files = Parameters<typeof shipOrder>[4];

export function createSecurePaymentService(deps: SecurePaymentDeps, files: Files) {
  const ctx = createSecurePaymentContext(deps);
  return {
    ctx,
    pay: (caller: PayCaller, id: number) => payOrder(ctx, caller, id),
    /** Another module's check of who may pay an order, run before its payable is made (decision 052). */
    beforePay(guard: PayGuard) {
      ctx.payGuards.push(guard);
    },
    onOrderPaid: (...args: Parameters<typeof onOrderPaid> extends [unknown, ...infer R] ? R : never) =>
      onOrderPaid(ctx, ...args),
    money: (caller: Caller, id: number) => orderMoney(ctx, caller, id),
    shipmentFile: (caller: Caller, id: number) => shipmentFile(ctx, caller, id),
    ship: (caller: Caller, id: number, input: ShipInput) => shipOrder(ctx, caller, id, input, files),
    confirmReceipt: (caller: Caller, id: number) => confirmReceipt(ctx, caller, id),
    refuse: (caller: Caller, id: number, reason: string) => refuseOrder(ctx, caller, id, reason),
    async planStages(caller: Caller, id: number, input: StagePlanInput) {
      await planStages(ctx, caller, id, input);
      return orderMoney(ctx, caller, id);
    },
    payStage: (caller: Caller, id: number, input: { stage: number }) => payStage(ctx, caller, id, input),
    /** Trade's hook: an accepted quote's stages become the order's (decision 056). */
    stagesFromQuote: (db: Database, accepted: Parameters<typeof stagesFromQuote>[2]) =>
      stagesFromQuote(ctx, db, accepted),
    async deliverStage(caller: Caller, id: number, input: DeliverStageInput) {
      await deliverStage(ctx, caller, id, input, files);
      return orderMoney(ctx, caller, id);
    },
    async confirmStage(caller: Caller, id: number, input: { stage: number }) {
      await confirmStage(ctx, caller, id, input);
      return orderMoney(ctx, caller, id);
    },
    async settlements(caller: Caller, q: { merchantId: number; page: number; pageSize: number }) {
      if (!caller.staff && !(await deps.access.actsFor(caller.userId, q.merchantId)))
        throw new AppError('FORBIDDEN', { detail: 'صورت‌حساب این تأمین‌کننده فقط برای اعضای آن است.' });
      return settlements(ctx, q.merchantId, q);
    },
    heldOrders: (q: { page: number; pageSize: number }) => heldOrders(ctx, q),
    releaseDue: (limit?: number) => releaseDue(ctx, limit),
    /** For disputes: what an order (or one of its stages) holds now, in the caller's transaction if given. */
    heldRials: async (id: number, db: Database = deps.db, stage: number | null = null) => {
      if (stage) return stageHeld(ctx, id, stage, db);
      const money = await createSecurePaymentRepo(db).money(id);
      return money ? heldOfMoney(money) : 0;
    },
    /** For disputes on a stage (decision 040): freeze it, settle it, complete the order after its last stage. */
    disputeStageIn: (db: Database, id: number, n: number) => disputeStageIn(ctx, db, id, n),
    settleStageIn: (
      db: Database,
      ...rest: Parameters<typeof settleStageIn> extends [unknown, unknown, ...infer R] ? R : never
    ) => settleStageIn(ctx, db, ...rest),
    finishStagedOrderIn: (
      db: Database,
      ...rest: Parameters<typeof finishStagedOrder> extends [unknown, unknown, ...infer R] ? R : never
    ) => finishStagedOrder(ctx, db, ...rest),
    releaseDueAtIn: async (db: Database, id: number) =>
      (await createSecurePaymentRepo(db).money(id, true))?.releaseDueAt ?? null,
    /** For disputes: move an order's held money once, in the caller's transaction. */
    settleIn: (db: Database, ...rest: Parameters<typeof settleIn> extends [unknown, unknown, ...infer R] ? R : never) =>
      settleIn(ctx, db, ...rest),
  };
}

export type SecurePaymentService = ReturnType<typeof createSecurePaymentService>;
