// Approved comments as nested lists, the same for every visitor (the article page is shared, decision 064).
// The reply buttons and the visitor's own pending replies are client islands that appear once the browser
// knows the visitor is signed in.
import type { PageComment } from '@bazaar/contracts/content-comments';
import { clsx } from 'clsx';
import { commentAnchorId, indentLevel } from '@/features/content/comment-tree';
import { PendingComments } from './article-viewer.client';
import { CommentCard } from './comment-card';
import { ReplyToggle } from './reply-toggle.client';

interface CommentThreadProps {
  pageId: number;
  comments: readonly PageComment[];
  depth?: number;
}

export function CommentThread({ pageId, comments, depth = 0 }: CommentThreadProps) {
  const nested = depth > 0;
  return (
    <ol
      aria-label={nested ? 'پاسخ‌ها' : 'دیدگاه‌ها'}
      className={clsx(
        'flex flex-col gap-4',
        // Deep threads stop stepping inwards (comment-tree.ts), so narrow screens keep room for text.
        nested && indentLevel(depth) > indentLevel(depth - 1) && 'mt-4 border-s-2 border-slate-200 ps-4 sm:ps-6',
        nested && indentLevel(depth) === indentLevel(depth - 1) && 'mt-4',
      )}
    >
      {comments.map((comment) => (
        <li key={comment.id} id={commentAnchorId(comment)}>
          <CommentCard comment={comment}>
            {comment.pending ? null : (
              <ReplyToggle pageId={pageId} commentId={comment.id} authorName={comment.authorName} />
            )}
          </CommentCard>
          {comment.replies.length > 0 ? (
            <CommentThread pageId={pageId} comments={comment.replies} depth={depth + 1} />
          ) : null}
          {comment.pending ? null : <PendingComments parentId={comment.id} />}
        </li>
      ))}
    </ol>
  );
}
