// One comment: author, date, likes and its text (plain text from a visitor: rendered as text, which React
// escapes, never as HTML). Used by the shared thread (server) and by the visitor's own pending comments
// (a client island, decision 064), so it holds nothing that only one side can render.
import type { PageComment } from '@bazaar/contracts/content-comments';
import { formatNumberFa } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { HeartIcon, UserIcon } from '@/components/ui/icons';
import { commentAnchorId } from '@/features/content/comment-tree';

export function CommentCard({ comment, children }: { comment: PageComment; children?: ReactNode }) {
  return (
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
      {children}
    </article>
  );
}
