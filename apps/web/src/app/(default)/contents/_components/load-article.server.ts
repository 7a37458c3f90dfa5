// What both article routes load: the page as the visitor sees it (likedByMe when signed in), its
// approved comments (and the visitor's own pending ones, marked) and related articles.
import 'server-only';
import { notFound } from 'next/navigation';
import { getSession, sessionHttpClient } from '@/features/auth/session.server';
import { getCommentTree, getPageForViewer, listRelatedPages } from '@/features/content/content-api.server';
import { parsePublicId } from '@/lib/route-params';

export async function loadArticle(pageIdSegment: string) {
  const id = parsePublicId(pageIdSegment);
  if (id === null) notFound();
  const session = await getSession();
  const viewer = session ? sessionHttpClient(session) : null;
  const page = await getPageForViewer(id, viewer);
  // Comments failing must not take the article down with them: the page says they are unavailable.
  const [comments, related] = await Promise.all([
    getCommentTree(page.id, viewer).catch(() => null),
    listRelatedPages(page),
  ]);
  return { page, comments, related, signedIn: session !== null };
}
