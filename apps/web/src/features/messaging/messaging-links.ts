// Addresses of the messages page, usable from any feature (product and supplier pages link here).
import type { ConversationSubjectType } from '@bazaar/contracts/messaging';

export const MESSAGES_PATH = '/profile/messages';

/** The messages page opened on the conversation about a subject (made on the first message). */
export function messageSupplierHref(subjectType: ConversationSubjectType, subjectId: number): string {
  return `${MESSAGES_PATH}?${new URLSearchParams({ subjectType, subjectId: String(subjectId) })}`;
}

/** The messages page opened on one conversation. */
export function conversationHref(conversationId: number): string {
  return `${MESSAGES_PATH}?c=${conversationId}`;
}
