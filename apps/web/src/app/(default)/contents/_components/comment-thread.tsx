// Approved comments as nested lists. Comment bodies are plain text from visitors: they are rendered as
// text (React escapes them), never as HTML, whatever they contain.
import type { PageComment } from '@bazaar/contracts/content-comments';
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import { HeartIcon, UserIcon } from '@/components/ui/icons';
import { commentAnchorId, indentLevel } from '@/features/content/comment-tree';
import { ReplyToggle } from './reply-toggle.client';

interface CommentThreadProps {
  pageId: number;
  comments: readonly PageComment[];
  /** Whether the visitor may reply (signed in). */
  canReply: boolean;
  depth?: number;
}

export function CommentThread({ pageId, comments, canReply, depth = 0 }: CommentThreadProps) {
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
          <article
            aria-labelledby={`${commentAnchorId(comment)}-author`}
            className={clsx(
              'rounded-xl p-4 ring-1',
              comment.pending ? 'bg-amber-50/60 ring-amber-200' : 'bg-white ring-slate-200',
            )}
            data-testid="comment"
            data-pending={comment.pending ? 'true' : undefined}
          >
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1 font-bold text-slate-900">
                <UserIcon size={16} className="text-slate-500" />
                <span id={`${commentAnchorId(comment)}-author`}>{comment.authorName}</span>
              </span>
              {comment.pending ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                  در انتظار تأیید
                </span>
              ) : null}
              <time dateTime={comment.createdAt}>
                {formatJalaliDate(comment.createdAt, { style: 'long', withTime: true })}
              </time>
              {comment.likeCount > 0 ? (
                <span className="inline-flex items-center gap-1">
                  <HeartIcon size={14} className="text-slate-500" />
                  {formatNumberFa(comment.likeCount)}
                  <span className="sr-only">پسند</span>
                </span>
              ) : null}
            </header>
            <p className="mt-2 leading-7 break-words whitespace-pre-line text-slate-800">{comment.body}</p>
            {comment.pending ? (
              <p className="mt-2 text-sm text-amber-900">
                این دیدگاه فقط برای شما نمایش داده می‌شود و پس از تأیید برای همه منتشر می‌شود.
              </p>
            ) : null}
            {canReply && !comment.pending ? (
              <ReplyToggle pageId={pageId} commentId={comment.id} authorName={comment.authorName} />
            ) : null}
          </article>
          {comment.replies.length > 0 ? (
            <CommentThread pageId={pageId} comments={comment.replies} canReply={canReply} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
