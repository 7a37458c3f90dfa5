// GET /session/article/{pageId}: the visitor's own part of an article page, asked by the browser after the
// shared cached page has loaded (decision 064): whether they liked it (with the current count) and their own
// comments that wait for moderation, which nobody else may see. Like /session/me it is never cached; a
// visitor without a session gets `{ signedIn: false }` without the API being asked.
import { isApiError } from '@bazaar/api-client/api-error';
import { call } from '@bazaar/api-client/endpoint-client';
import { contentEndpoints } from '@bazaar/contracts/content';
import { getSession, sessionHttpClient } from '@/features/auth/session.server';
import type { ArticleViewerAnswer } from '@/features/content/article-viewer';
import { pendingCommentsOf } from '@/features/content/comment-tree';
import { parsePublicId } from '@/lib/route-params';

export const dynamic = 'force-dynamic';

function answer(body: ArticleViewerAnswer | { signedIn: false }, status = 200) {
  return Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

export async function GET(_request: Request, { params }: RouteContext<'/session/article/[id]'>) {
  const id = parsePublicId((await params).id);
  if (id === null) return answer({ signedIn: false }, 404);
  const session = await getSession();
  if (!session) return answer({ signedIn: false });
  const viewer = sessionHttpClient(session);
  try {
    const [page, comments] = await Promise.all([
      call(viewer, contentEndpoints.page, { params: { id } }),
      call(viewer, contentEndpoints.commentTree, { params: { id } }),
    ]);
    return answer({
      signedIn: true,
      liked: page.likedByMe,
      likeCount: page.likeCount,
      pending: pendingCommentsOf(comments),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return answer({ signedIn: false });
    if (isApiError(error) && error.status === 404) return answer({ signedIn: false }, 404);
    return answer({ signedIn: false }, 503);
  }
}
