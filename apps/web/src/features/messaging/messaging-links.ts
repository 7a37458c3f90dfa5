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
 * price the buyer can change before sending.
 */
export function priceInquiryHref(productId: number, productTitle: string): string {
  const draft = `سلام، لطفاً قیمت و زمان تحویل «${productTitle}» را اعلام کنید.`.slice(0, MESSAGE_DRAFT_MAX_LENGTH);
  // The draft left readable (an IRI, as productLinkPath's slugs): only ASCII that would change the query is
  // encoded, the browser encodes the rest when it follows the link. Percent-encoded Persian is three times
  // the bytes, and this link is repeated on every card without a price (issue 34).
  const readable = draft.replace(/[^\w\-.~\u0080-\uffff]/g, (char) => encodeURIComponent(char));
  return `${messageSupplierHref('product', productId)}&draft=${readable}`;
}

/** The `draft` query parameter as composer text: one string, trimmed and bounded. */
export function parseDraft(value: string | string[] | undefined): string {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  return text.trim().slice(0, MESSAGE_DRAFT_MAX_LENGTH);
}
