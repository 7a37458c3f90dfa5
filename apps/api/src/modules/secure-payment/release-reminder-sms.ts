// The buyer's reminder a day before an order's (or a stage's, decision 049) held money is released (decision 039): a durable subscriber of
// `secure-payment.release.soon` (at least once). No amounts in the text: an SMS is read on a lock screen.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { DomainEvents } from '../../platform/events/catalogue.js';
import type { SmsProvider } from '../identity/sms.js';
import type { TradeOffer } from '../trade/for-modules.js';

export function releaseReminderSms(deps: { trade: Pick<TradeOffer, 'phonesOf'>; sms: Pick<SmsProvider, 'sendText'> }) {
  return async (event: { payload: DomainEvents['secure-payment.release.soon'] }) => {
    const number = toPersianDigits(event.payload.tradeRequestId);
    const stage = event.payload.stage;
    const text = stage
      ? `بازار صنعت: مهلت اعتراض به مرحلهٔ ${toPersianDigits(stage)} سفارش شمارهٔ ${number} فردا به پایان می‌رسد و وجه این مرحله به تأمین‌کننده پرداخت می‌شود. اگر تحویلی این مرحله را دریافت نکرده‌اید یا مشکلی دارد، پیش از آن اختلاف ثبت کنید.`
      : `بازار صنعت: مهلت اعتراض به سفارش شمارهٔ ${number} فردا به پایان می‌رسد و وجه آن به تأمین‌کننده پرداخت می‌شود. اگر کالا را دریافت نکرده‌اید یا مشکلی دارد، پیش از آن اختلاف ثبت کنید.`;
    for (const phone of await deps.trade.phonesOf([event.payload.buyerUserId])) await deps.sms.sendText(phone, text);
  };
}
