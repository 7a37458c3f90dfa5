// Addresses of the messages page, usable from any feature (product and supplier pages link here).
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';

export const MESSAGES_PATH = '/profile/messages';

/** The messages page opened on the conversation about a subject (made on the first message). */
export function messageSupplierHref(subjectType: ConversationSubjectType, subjectId: number): string {
  return `${MESSAGES_PATH}?${new URLSearchParams({ subjectType, subjectId: String(subjectId) })}`;
}

/** The messages page opened on one conversation. */
export function conversationHref(conversationId: number): string {
  return `${MESSAGES_PATH}?c=${conversationId}`;
}

/** Longest prepared text a link may carry into the composer. */
export const MESSAGE_DRAFT_MAX_LENGTH = 300;

/**
 * «استعلام قیمت»: the conversation with the product's supplier, its composer holding a question about the
 * price the buyer can change before sending. The address says only what is asked (`ask=price`); the messages
 * page writes the question with the product's title (`priceInquiryDraft`). The draft written into the address was
 * the title twice more and ~100 bytes of the question on every card without a price (~4.5 KB of a list of
 * services, issue 34).
 */
export function priceInquiryHref(productId: number): string {
  return `${messageSupplierHref('product', productId)}&ask=price`;
}

/** The question a price inquiry opens the composer with (`ask=price` on the messages page). */
export function priceInquiryDraft(productTitle: string): string {
  return `سلام، لطفاً قیمت و زمان تحویل «${productTitle}» را اعلام کنید.`.slice(0, MESSAGE_DRAFT_MAX_LENGTH);
}

/** Whether the messages page was opened to ask a product's price (priceInquiryHref). */
export function asksPrice(value: string | string[] | undefined): boolean {
  return (Array.isArray(value) ? value[0] : value) === 'price';
}

/** The `draft` query parameter as composer text: one string, trimmed and bounded. */
export function parseDraft(value: string | string[] | undefined): string {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  return text.trim().slice(0, MESSAGE_DRAFT_MAX_LENGTH);
}
