// How the inbox names a conversation and dates a message: the other party, the subject it is about (and its
// page), a message's clock time and day in Tehran, and the merge of a thread's pages by message id.
import type { Conversation, Message } from '@bazaar/contracts/messaging-threads';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate, TEHRAN_TIME_ZONE } from '@bazaar/fa/jalali';

// Made at the first message shown, not when the module loads (a zoned formatter loads ICU's zone data).
let clock: Intl.DateTimeFormat | undefined;
export const timeOf = (iso: string) => {
  clock ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: TEHRAN_TIME_ZONE });
  return toPersianDigits(clock.format(new Date(iso)));
};
export const dayOf = (iso: string) => formatJalaliDate(iso, { style: 'long' });

export const otherParty = (c: Conversation) =>
  toPersianDigitsInText(c.mySide === 'buyer' ? c.merchant.name : c.buyer.name);
export const subjectLabel = (c: Conversation) =>
  c.subject.title
    ? `${c.subject.type === 'product' ? 'کالا' : 'تأمین‌کننده'}: ${toPersianDigitsInText(c.subject.title)}`
    : '';
export const subjectHref = (c: Conversation) =>
  c.subject.type === 'product'
    ? `/products/${c.subject.id}/${encodeURIComponent(c.subject.slug)}`
    : `/supplier/${c.subject.id}/${encodeURIComponent(c.subject.slug)}`;

export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
