'use client';
// The 128px spinner (spec section 9) during client-side route transitions.
//
// Why not loading.tsx: a route-level loading boundary makes Next start streaming before the page has
// run, which fixes the status at 200 (notFound() on e.g. /category/… became a soft 404 with noindex,
// measured) and leaves visitors without JavaScript looking at the spinner instead of the page.
// Without it, first loads arrive as complete HTML; this component covers what remains: feedback
// while a navigation waits for the server.
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { NAVIGATION_START_EVENT } from '@/lib/navigation-events';

/** Prefetched navigations finish well within this; only slower ones get the spinner. */
const SHOW_AFTER_MS = 250;
/** Never leave the overlay up if a navigation is abandoned or fails silently. */
const GIVE_UP_AFTER_MS = 15_000;

/** Same-document navigations to another path that Next's router will handle client-side. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Query-only and hash changes keep the page: no overlay.
  return url.pathname === window.location.pathname ? null : url;
}

export function NavigationSpinner() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);

  // The new route has rendered (or history moved): the transition is over.
  useEffect(() => {
    if (pathname) setPending(false);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) setPending(true);
    };
    const onAnnounced = () => setPending(true);
    const onPopState = () => setPending(false);
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener(NAVIGATION_START_EVENT, onAnnounced);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener(NAVIGATION_START_EVENT, onAnnounced);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => setPending(false), GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pending]);

  if (!visible) return null;
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/70" data-testid="navigation-spinner">
      <Spinner />
    </div>
  );
}
