// What both article routes load: the page as anyone sees it, its approved comments and related articles.
// Nothing of the visitor: the routes are cached and shared (decision 064); likedByMe and the visitor's own
// pending comments come to the browser from GET /session/article/{pageId}.
import 'server-only';
import { notFound } from 'next/navigation';
import { getCommentTree, getPublicPage, listRelatedPages } from '@/features/content/content-api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePublicId } from '@/lib/route-params';

export async function loadArticle(pageIdSegment: string) {
  const id = parsePublicId(pageIdSegment);
  if (id === null) notFound();
  const page = await orNotFound(getPublicPage(id));
  // Comments failing must not take the article down with them: the page says they are unavailable.
  const [comments, related] = await Promise.all([getCommentTree(page.id).catch(() => null), listRelatedPages(page)]);
  return { page, comments, related };
}
