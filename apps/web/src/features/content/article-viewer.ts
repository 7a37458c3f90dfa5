// The visitor's own part of an article page (decision 064): the page itself is cached and shared, so the
// browser asks GET /session/article/{pageId} once after it mounts, and only when /session/me said the
// visitor is signed in.
import type { PageComment } from '@bazaar/contracts/content-comments';

export interface ArticleViewerAnswer {
  signedIn: true;
  /** The visitor liked the article. */
  liked: boolean;
  /** The count as of now (the cached page's may be up to its window old). */
  likeCount: number;
  /** The visitor's own comments that wait for moderation, flat, each with its parentId. */
  pending: PageComment[];
}

/** undefined: not known yet (the shared page's state, the same as a visitor who is not signed in). */
export type ArticleViewer = ArticleViewerAnswer | { signedIn: false } | undefined;

export const articleViewerPath = (pageId: number) => `/session/article/${pageId}`;
