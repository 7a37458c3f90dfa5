'use client';
// Body of the error.tsx boundaries: the generic error screen (spec section 8), or «موقتاً در دسترس نیست»
// when the API could not answer (error-kind.ts; the web server sends that page as 503), plus a retry button,
// logging to the console only (spec: the application-level handler does nothing else). A script chunk
// that failed to load reloads the page once instead (guarded, lib/housekeeping.ts); a search-engine or
// link-preview bot never sees an error screen: the error is logged and the boundary shows nothing.
import { useEffect, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { fullTitle } from '@/config/site';
import { isBotUserAgent, reloadIfChunkError } from '@/lib/housekeeping';
import { errorScreenFor } from './error-kind';
import { ErrorScreen } from './error-screen';

const noSubscription = () => () => {};

export function RouteErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const bot = useSyncExternalStore(
    noSubscription,
    () => isBotUserAgent(navigator.userAgent),
    () => false,
  );
  useEffect(() => {
    if (bot) console.error('[error] seen by a bot; no error page shown', error);
    else if (!reloadIfChunkError(error)) console.error(error);
  }, [error, bot]);

  if (bot) return null;
  const copy = errorScreenFor(error);
  return (
    <>
      <title>{fullTitle(copy.titleMessage)}</title>
      <ErrorScreen copy={copy}>
        <button type="button" onClick={() => retry()} className={buttonClass('secondary')}>
          تلاش دوباره
        </button>
      </ErrorScreen>
    </>
  );
}
