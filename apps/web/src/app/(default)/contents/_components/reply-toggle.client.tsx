'use client';
// "Reply" under a comment: opens a reply form right there (a disclosure), focused and labelled with
// whom it answers. Only for a signed-in visitor, known after the shared page has loaded (decision 064).
import { Suspense, useId, useState } from 'react';
import { LazyCommentForm, useCanReply } from './article-viewer.client';

interface ReplyToggleProps {
  pageId: number;
  commentId: number;
  authorName: string;
}

export function ReplyToggle({ pageId, commentId, authorName }: ReplyToggleProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!useCanReply()) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {open ? 'انصراف از پاسخ' : 'پاسخ'}
        <span className="sr-only"> به دیدگاه {authorName}</span>
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {open ? (
          <Suspense fallback={null}>
            <LazyCommentForm
              pageId={pageId}
              parentId={commentId}
              label={`پاسخ به ${authorName}`}
              submitLabel="ارسال پاسخ"
              autoFocus
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
