// The assistant's data for server components: its status (examples, whether a model is configured) for
// everyone, and a signed-in buyer's own saved conversations.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { type AssistantConversation, type AssistantStatus, assistantEndpoints } from '@bazaar/contracts/assistant';
import { getSession, orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { createCachedApiClient } from '@/lib/api.server';

// The status (examples, whether a model is configured) is everyone's: kept 5 minutes, the window of the
// cached assistant pages (decision 064), so reading it never makes them per request.
const publicApi = bind(createCachedApiClient({ revalidateSeconds: 300, tags: [] }), assistantEndpoints);

const OFFLINE_STATUS: AssistantStatus = { modelConfigured: false, model: null, examples: [] };

export async function getAssistantStatus(): Promise<AssistantStatus> {
  try {
    return await publicApi.status();
  } catch {
    return OFFLINE_STATUS;
  }
}

/** The signed-in buyer's conversation `id`, or null (anonymous visitor, someone else's, or unknown). */
export async function getOwnConversation(id: number): Promise<AssistantConversation | null> {
  const session = await getSession();
  if (!session) return null;
  try {
    return await bind(sessionHttpClient(session), assistantEndpoints).conversation({ params: { id } });
  } catch (error) {
    if (isApiError(error) && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export async function listOwnConversations(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), assistantEndpoints).conversations(), currentPath);
}
