'use client';
// The 404, 403 and 401 screens Next sends with every layout for its boundaries (not-found.tsx, forbidden.tsx,
// unauthorized.tsx). Drawn here, on the client, the page's React payload names them in a few bytes instead of
// carrying their markup: every page carried the root 404 screen (with its own header), the group's 404 screen
// and Next's English 403 and 401 screens for both layouts, ~7 KB of every page's HTML (decision 076).
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { ERROR_SCREENS } from '@/features/errors/error-copy';
import { ErrorScreen } from '@/features/errors/error-screen';
import { Wordmark } from './wordmark';

export type BoundaryKind = '401' | '403' | '404';

/** A boundary's screen inside a layout that has the site's header (a group's not-found, the profile's 403). */
export function BoundaryScreen({ kind }: { kind: BoundaryKind }) {
  return (
    <ErrorScreen copy={ERROR_SCREENS[kind]} showBack>
      {kind === '401' ? (
        <Link href="/users/login" className={buttonClass('secondary')}>
          ورود و ثبت‌نام
        </Link>
      ) : null}
    </ErrorScreen>
  );
}

/**
 * A root boundary's page: deliberately light, as it is sent with every route (no menu fetch, no search
 * script), so a wordmark header over the screen.
 */
export function BoundaryPage({ kind }: { kind: BoundaryKind }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="on-dark bg-brand-900 px-4 py-3 text-white">
        <div className="mx-auto max-w-7xl">
          <Wordmark />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <BoundaryScreen kind={kind} />
      </main>
    </div>
  );
}
