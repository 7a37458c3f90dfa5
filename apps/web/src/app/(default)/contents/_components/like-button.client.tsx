'use client';
// Like of an article: the count moves at once (optimistic) and goes back if the API refuses. The API
// toggles, so the answer's `liked` and `likeCount` are taken as the truth once it arrives.
import { isApiError } from '@bazaar/api-client/api-error';
import { formatNumberFa } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { problemMessage } from '@/lib/api-problem';
import { browserContentApi } from './content-browser-api';

interface LikeButtonProps {
  pageId: number;
  initialLiked: boolean;
  initialCount: number;
  /** Where a visitor whose session ended mid-way logs in again. */
  loginHref: string;
}

export function LikeButton({ pageId, initialLiked, initialCount, loginHref }: LikeButtonProps) {
  const toast = useToast();
  const [like, setLike] = useState({ liked: initialLiked, count: initialCount });
  const [pending, setPending] = useState(false);
  // A second click while the first toggle travels would race it; the ref sees it before React re-renders.
  const inFlight = useRef(false);

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    const before = like;
    setLike({ liked: !before.liked, count: Math.max(0, before.count + (before.liked ? -1 : 1)) });
    try {
      const result = await browserContentApi.likePage({ params: { id: pageId } });
      setLike({ liked: result.liked, count: result.likeCount });
    } catch (error) {
      setLike(before);
      if (isApiError(error) && error.status === 401) window.location.assign(loginHref);
      else toast.error(problemMessage(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={like.liked}
        aria-busy={pending}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-medium transition-colors',
          like.liked
            ? 'border-rose-700 bg-rose-50 text-rose-800 hover:bg-rose-100'
            : 'border-slate-300 bg-white text-slate-800 hover:border-rose-400 hover:text-rose-800',
        )}
      >
        <HeartIcon size={20} fill={like.liked ? 'currentColor' : 'none'} />
        {/* A toggle keeps one name; aria-pressed carries the state. */}
        پسندیدن
      </button>
      <span aria-live="polite" className="text-slate-700" data-testid="like-count">
        {formatNumberFa(like.count)} پسند
      </span>
    </div>
  );
}
