// Secure payment (decision 039): the service its routes, its jobs and the disputes module call, one line per
// use case; each use case is a plain function in its own file taking the module's context.
import type { ShipInput } from '@bazaar/contracts/secure-payment-money';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { confirmReceipt, refuseOrder, shipOrder } from './fulfil-order.js';
import { heldOrders, orderMoney, settlements, shipmentFile } from './money-queries.js';
import { heldOfMoney } from './money-rules.js';
import { onOrderPaid, payOrder } from './pay-order.js';
import { releaseDue } from './release-due.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { createSecurePaymentContext, type SecurePaymentDeps } from './secure-payment-context.js';
import { settleIn } from './settle.js';

type Caller = { userId: number; staff: boolean };
type Files = Parameters<typeof shipOrder>[4];

export function createSecurePaymentService(deps: SecurePaymentDeps, files: Files) {
  const ctx = createSecurePaymentContext(deps);
  return {
    ctx,
    pay: (caller: Caller, id: number) => payOrder(ctx, caller, id),
    onOrderPaid: (...args: Parameters<typeof onOrderPaid> extends [unknown, ...infer R] ? R : never) =>
      onOrderPaid(ctx, ...args),
    money: (caller: Caller, id: number) => orderMoney(ctx, caller, id),
    shipmentFile: (caller: Caller, id: number) => shipmentFile(ctx, caller, id),
    ship: (caller: Caller, id: number, input: ShipInput) => shipOrder(ctx, caller, id, input, files),
    confirmReceipt: (caller: Caller, id: number) => confirmReceipt(ctx, caller, id),
    refuse: (caller: Caller, id: number, reason: string) => refuseOrder(ctx, caller, id, reason),
    async settlements(caller: Caller, q: { merchantId: number; page: number; pageSize: number }) {
      if (!caller.staff && !(await deps.access.actsFor(caller.userId, q.merchantId)))
        throw new AppError('FORBIDDEN', { detail: 'صورت‌حساب این تأمین‌کننده فقط برای اعضای آن است.' });
      return settlements(ctx, q.merchantId, q);
    },
    heldOrders: (q: { page: number; pageSize: number }) => heldOrders(ctx, q),
    releaseDue: (limit?: number) => releaseDue(ctx, limit),
    /** For disputes: what an order holds now, and when its window ends (in the caller's transaction). */
    heldRials: async (id: number, db: Database = deps.db) => {
      const money = await createSecurePaymentRepo(db).money(id);
      return money ? heldOfMoney(money) : 0;
    },
    releaseDueAtIn: async (db: Database, id: number) =>
      (await createSecurePaymentRepo(db).money(id, true))?.releaseDueAt ?? null,
    /** For disputes: move an order's held money once, in the caller's transaction. */
    settleIn: (db: Database, ...rest: Parameters<typeof settleIn> extends [unknown, unknown, ...infer R] ? R : never) =>
      settleIn(ctx, db, ...rest),
  };
}

export type SecurePaymentService = ReturnType<typeof createSecurePaymentService>;
