// The order's way to the buyer (decision 039): the supplier records the shipment, the buyer confirms receipt
// (which releases the money), the supplier may refuse a paid order (which refunds it).
import { type ShipInput, shipInputSchema, TRACKED_METHODS } from '@bazaar/contracts/secure-payment-money';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { toLatinDigits } from '@bazaar/fa/digits';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { DAY_MS, fieldError, type SecurePaymentContext } from './secure-payment-context.js';
import { settleIn } from './settle.js';

type Caller = { userId: number; staff: boolean };
const tehranDay = (d: Date) => new Date(d.getTime() + 3.5 * 3_600_000).toISOString().slice(0, 10);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { errors: [fieldError(`body.${field}`, 'pattern', message)] });

export async function shipOrder(
  ctx: SecurePaymentContext,
  caller: Caller,
  id: number,
  raw: ShipInput,
  files: { ownedFile(userId: number, id: string): Promise<{ fileName: string }> },
): Promise<TradeRequest> {
  const input = shipInputSchema.parse(raw);
  const tracking = toLatinDigits(input.trackingNumber).toUpperCase();
  if (TRACKED_METHODS.includes(input.method) && !tracking)
    throw new AppError('VALIDATION_FAILED', {
      errors: [
        fieldError('body.trackingNumber', 'required', 'برای این روش ارسال، شمارهٔ رهگیری یا بارنامه را وارد کنید.'),
      ],
    });
  const today = tehranDay(ctx.now());
  if (input.shippedOn > today) throw invalid('shippedOn', 'تاریخ ارسال نمی‌تواند بعد از امروز باشد.');
  if (input.shippedOn < tehranDay(new Date(ctx.now().getTime() - 60 * DAY_MS)))
    throw invalid('shippedOn', 'تاریخ ارسال نمی‌تواند بیش از شصت روز پیش باشد.');
  const file = input.fileId
    ? await files.ownedFile(caller.userId, input.fileId).catch(() => {
        throw invalid('fileId', 'این فایل در فایل‌های بارگذاری‌شدهٔ شما یافت نشد.');
      })
    : null;
  return ctx.deps.trade.actOn(caller, id, 'ship', {
    note: tracking ? `شمارهٔ رهگیری ${tracking}` : normalizePersian(input.note),
    work: async (db) => {
      await createSecurePaymentRepo(db).upsertShipment({
        tradeRequestId: id,
        method: input.method,
        trackingNumber: tracking,
        shippedOn: input.shippedOn,
        fileId: input.fileId,
        fileName: file?.fileName ?? null,
        note: normalizePersian(input.note),
        recordedByUserId: caller.userId,
      });
    },
  });
}

export function confirmReceipt(ctx: SecurePaymentContext, caller: Caller, id: number): Promise<TradeRequest> {
  return ctx.deps.trade.actOn(caller, id, 'confirm_receipt', {
    note: 'خریدار دریافت را تأیید کرد؛ وجه به تأمین‌کننده پرداخت شد',
    work: async (db, _emit, order) => {
      await settleIn(ctx, db, order, { refundRials: 0, actorUserId: caller.userId, why: 'تأیید دریافت' });
    },
  });
}

export function refuseOrder(
  ctx: SecurePaymentContext,
  caller: Caller,
  id: number,
  reason: string,
): Promise<TradeRequest> {
  return ctx.deps.trade.actOn(caller, id, 'refuse', { note: normalizePersian(reason) });
}
