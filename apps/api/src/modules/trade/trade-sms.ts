// An SMS to the other party of each trade transition (docs/decisions/023): a durable subscriber of
// `trade.request.changed` (at least once, retried by the event bus), like messaging's unread reminder. The text
// names the request and what happened, never prices or notes (an SMS is read on a lock screen).
import { STAGE_EVENT_LABELS } from '@bazaar/contracts/secure-payment-stages';
import {
  QUOTE_ACTION_LABELS,
  TRADE_ACTIONS,
  TRADE_TRANSITIONS,
  type TradeAction,
} from '@bazaar/contracts/trade-states';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { DomainEvents } from '../../platform/events/catalogue.js';
import type { SmsProvider } from '../identity/sms.js';
import type { TradeRepo } from './trade.repo.js';

type Changed = DomainEvents['trade.request.changed'];

/**
 * Who hears of a change, by SMS: the buyer when a supplier acted, the supplier's owner and agents when the
 * buyer acted, the losing suppliers on an acceptance. Saving a draft tells nobody (the supplier has not seen
 * it), and opening a request to quotes texts nobody either: every supplier of the category would get one; they
 * find it in their inbox.
 */
export function smsRecipientsSide(event: Changed): 'buyer' | 'supplier' | null {
  if (event.action === 'not_chosen') return 'supplier';
  if (event.action === 'edit' || event.action === 'open_to_quotes') return null;
  if (event.actorUserId == null) return null;
  return event.actorUserId === event.buyerUserId ? 'supplier' : 'buyer';
}

export function tradeSmsText(event: Changed): string {
  const number = toPersianDigits(event.tradeRequestId);
  const label =
    event.action === 'not_chosen'
      ? 'پیشنهاد قیمت شما انتخاب نشد'
      : (TRADE_ACTIONS as readonly string[]).includes(event.action)
        ? TRADE_TRANSITIONS[event.action as TradeAction].label
        : ((QUOTE_ACTION_LABELS as Record<string, string>)[event.action] ??
          (STAGE_EVENT_LABELS as Record<string, string>)[event.action]);
  const stage = event.stage ? `مرحلهٔ ${toPersianDigits(event.stage)}: ` : '';
  return `بازار صنعت: درخواست خرید شمارهٔ ${number} — ${stage}${label ?? 'تغییر وضعیت'}.\nجزئیات در حساب کاربری شما.`;
}

export function tradeSmsHandler(deps: { repo: TradeRepo; sms: Pick<SmsProvider, 'sendText'> }) {
  return async (event: { payload: Changed }) => {
    const side = smsRecipientsSide(event.payload);
    if (!side) return;
    const userIds =
      side === 'buyer' ? [event.payload.buyerUserId] : await deps.repo.memberIds(event.payload.merchantId);
    const text = tradeSmsText(event.payload);
    for (const phone of await deps.repo.phonesOf(userIds.filter((id) => id !== event.payload.actorUserId)))
      await deps.sms.sendText(phone, text);
  };
}
