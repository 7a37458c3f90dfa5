// Reading the API's comment threads: how many there are in all, and how far a reply is indented. Deep
// threads stop indenting at MAX_INDENT so replies stay readable on a phone.
import type { PageComment } from '@bazaar/contracts/content-comments';

export const MAX_INDENT = 3;

/** Every comment of the tree, replies at any depth included. */
export function countComments(tree: readonly PageComment[]): number {
  return tree.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
}

/** Indentation steps of a comment at `depth` (0 for a top-level comment). */
export function indentLevel(depth: number): number {
  return Math.min(Math.max(depth, 0), MAX_INDENT);
}

/** Id of the element holding a comment, so a reply form or a link can point at it. */
export function commentAnchorId(comment: Pick<PageComment, 'id'>): string {
  return `comment-${comment.id}`;
}

/**
 * The comments of the tree that wait for moderation, replies at any depth included, each without replies
 * (a pending comment cannot be answered). Only the author's own answer holds them: they are the
 * personal part of an article page, filled in by the browser (decision 064).
 */
export function pendingCommentsOf(tree: readonly PageComment[]): PageComment[] {
  return tree.flatMap((comment) => [
    ...(comment.pending ? [{ ...comment, replies: [] }] : []),
    ...pendingCommentsOf(comment.replies),
  ]);
}
