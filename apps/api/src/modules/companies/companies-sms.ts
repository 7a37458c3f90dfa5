// An SMS for a company order's approval (decision 044): a durable subscriber of `companies.order.changed` (at least
// once, retried by the event bus). An order sent for approval texts the approvers (owner, purchasing managers);
// an approval or a rejection texts the member who wrote the order. Never an amount (an SMS is read on a lock screen).
import { toPersianDigits } from '@bazaar/fa/digits';
import type { DomainEvents } from '../../platform/events/catalogue.js';
import type { SmsProvider } from '../identity/sms.js';
import { APPROVER_ROLES } from './approvals.js';
import type { CompaniesRepo } from './companies.repo.js';

type Changed = DomainEvents['companies.order.changed'];

export function companySmsText(event: Changed): string | null {
  const number = toPersianDigits(event.tradeRequestId);
  if (event.approval === 'pending')
    return `بازار صنعت: سفارش شمارهٔ ${number} شرکت در انتظار تأیید شماست.\nصف تأیید در حساب کاربری شما.`;
  if (event.approval === 'approved') return `بازار صنعت: سفارش شمارهٔ ${number} در شرکت تأیید شد.`;
  if (event.approval === 'rejected') return `بازار صنعت: سفارش شمارهٔ ${number} در شرکت رد شد؛ دلیل در حساب کاربری شما.`;
  return null;
}

export function companySmsHandler(deps: { repo: CompaniesRepo; sms: Pick<SmsProvider, 'sendText'> }) {
  return async (event: { payload: Changed }) => {
    const text = companySmsText(event.payload);
    if (!text) return;
    const order = await deps.repo.row(event.payload.tradeRequestId);
    if (!order) return;
    const userIds =
      event.payload.approval === 'pending'
        ? await deps.repo.memberIds(order.companyId, APPROVER_ROLES)
        : [order.createdBy];
    for (const userId of userIds) {
      const phone = await deps.repo.phoneOf(userId);
      if (phone) await deps.sms.sendText(phone, text);
    }
  };
}
