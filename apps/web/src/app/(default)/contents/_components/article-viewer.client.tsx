'use client';
// The personal islands of the shared, cached article page (decision 064). The page is rendered once for
// everyone, as a visitor who is not signed in sees it (login links, the cached like count, approved comments);
// after it mounts, a signed-in visitor's browser asks GET /session/article/{pageId} once, and these parts turn
// into the like toggle with the visitor's own state, the comment and reply forms, and the visitor's own
// comments that wait for moderation. The like toggle and the forms load only for a signed-in visitor: their code
// (the content calls and the comment schema, with zod) is not part of the page everyone downloads and runs.
import type { PageComment } from '@bazaar/contracts/content-comments';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons';
import { type ArticleViewer, type ArticleViewerAnswer, articleViewerPath } from '@/features/content/article-viewer';
import { loadPersonal } from '@/lib/personal';
import { CommentCard } from './comment-card';

const LikeButton = lazy(() => import('./like-button.client').then((module) => ({ default: module.LikeButton })));
/** The comment or reply form, loaded when a signed-in visitor is known (reply-toggle.client uses it too). */
export const LazyCommentForm = lazy(() =>
  import('./comment-form.client').then((module) => ({ default: module.CommentForm })),
);

const ViewerContext = createContext<ArticleViewer>(undefined);

/** The signed-in visitor's part of the article, or null (not known yet, or not signed in). */
function useSignedInViewer(): ArticleViewerAnswer | null {
  const viewer = useContext(ViewerContext);
  return viewer?.signedIn ? viewer : null;
}

async function askViewer(pageId: number): Promise<ArticleViewer> {
  if (!(await loadPersonal())) return { signedIn: false };
  const response = await fetch(articleViewerPath(pageId), { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as ArticleViewer) : { signedIn: false };
}

export function ArticleViewerProvider({ pageId, children }: { pageId: number; children: ReactNode }) {
  const [viewer, setViewer] = useState<ArticleViewer>(undefined);
  useEffect(() => {
    let live = true;
    askViewer(pageId)
      .catch((): ArticleViewer => ({ signedIn: false }))
      .then((known) => live && setViewer(known));
    return () => {
      live = false;
    };
  }, [pageId]);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

interface LoginProps {
  pageId: number;
  /** The login page, coming back to this article. */
  loginHref: string;
}

/** The like toggle for a signed-in visitor; otherwise a link to log in, with the count. */
export function ArticleLike({ pageId, likeCount, loginHref }: LoginProps & { likeCount: number }) {
  const viewer = useSignedInViewer();
  if (viewer) {
    return (
      <Suspense fallback={<LikeCount count={viewer.likeCount} />}>
        <LikeButton pageId={pageId} initialLiked={viewer.liked} initialCount={viewer.likeCount} loginHref={loginHref} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link href={loginHref} className={buttonClass('secondary')}>
        <HeartIcon size={20} />
        برای پسندیدن وارد شوید
      </Link>
      <LikeCount count={likeCount} />
    </div>
  );
}

function LikeCount({ count }: { count: number }) {
  return (
    <span className="text-slate-700" data-testid="like-count">
      {formatNumberFa(count)} پسند
    </span>
  );
}

/** The new-comment form for a signed-in visitor; otherwise a link to log in. */
export function ArticleCommentForm({ pageId, loginHref }: LoginProps) {
  if (useSignedInViewer()) {
    return (
      <Suspense fallback={null}>
        <LazyCommentForm pageId={pageId} label="دیدگاه شما" submitLabel="ثبت دیدگاه" />
      </Suspense>
    );
  }
  return (
    <p className="text-slate-700">
      <Link href={loginHref} className="font-medium text-brand-700 underline underline-offset-4">
        برای ثبت دیدگاه وارد شوید
      </Link>
    </p>
  );
}

/** Whether the visitor may reply to approved comments (signed in). */
export function useCanReply(): boolean {
  return useSignedInViewer() !== null;
}

/**
 * The visitor's own comments that wait for moderation and answer `parentId` (null: top-level ones), shown
 * only to them, marked. Nothing for anyone else.
 */
export function PendingComments({ parentId }: { parentId: number | null }) {
  const viewer = useSignedInViewer();
  const mine: PageComment[] = viewer?.pending.filter((comment) => comment.parentId === parentId) ?? [];
  if (mine.length === 0) return null;
  return (
    <ol
      aria-label={parentId === null ? 'دیدگاه‌های شما در انتظار تأیید' : 'پاسخ‌های شما در انتظار تأیید'}
      className={
        parentId === null
          ? 'mb-4 flex flex-col gap-4'
          : 'mt-4 flex flex-col gap-4 border-s-2 border-slate-200 ps-4 sm:ps-6'
      }
    >
      {mine.map((comment) => (
        <li key={comment.id}>
          <CommentCard comment={comment} />
        </li>
      ))}
    </ol>
  );
}
