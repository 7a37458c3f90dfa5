// The messages page's first render, fetched with the visitor's token (never cached). Later changes come
// from the browser (messaging-browser-api.ts) and the live stream.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { messagingEndpoints } from '@bazaar/contracts/messaging';
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export async function loadInbox(currentPath: string) {
  const session = await requireSession(currentPath);
  const api = bind(sessionHttpClient(session), messagingEndpoints);
  return { conversations: await orLogin(api.list({ query: {} }), currentPath) };
}

/** `subjectType` and `subjectId` of the page's query, when they name a subject a conversation can have. */
export function parseSubject(
  type: string | string[] | undefined,
  id: string | string[] | undefined,
): { type: ConversationSubjectType; id: number } | null {
  const t = Array.isArray(type) ? type[0] : type;
  const n = Number(Array.isArray(id) ? id[0] : id);
  if ((t !== 'product' && t !== 'supplier') || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) return null;
  return { type: t, id: n };
}
