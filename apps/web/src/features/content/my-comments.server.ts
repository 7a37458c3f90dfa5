// The visitor's own comments for /profile/comments, fetched with their token (never cached).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { contentEndpoints } from '@bazaar/contracts/content';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const MY_COMMENTS_PAGE_SIZE = 20;

export async function loadMyComments(currentPath: string, page: number) {
  const api = bind(sessionHttpClient(await requireSession(currentPath)), contentEndpoints);
  return orLogin(api.myComments({ query: { page, pageSize: MY_COMMENTS_PAGE_SIZE } }), currentPath);
}
