'use client';
// Body of the error.tsx boundaries: the generic error screen (spec section 8) plus a retry button,
// logging to the console only (spec: the application-level handler does nothing else). A script chunk
// that failed to load reloads the page once instead (guarded, lib/housekeeping.ts); a search-engine or
// link-preview bot never sees an error screen: the error is logged and the boundary shows nothing.
import { useEffect, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { fullTitle } from '@/config/site';
import { isBotUserAgent, reloadIfChunkError } from '@/lib/housekeeping';
import { ERROR_SCREENS } from './error-copy';
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
  return (
    <>
      <title>{fullTitle(ERROR_SCREENS.generic.titleMessage)}</title>
      <ErrorScreen copy={ERROR_SCREENS.generic}>
        <button type="button" onClick={() => retry()} className={buttonClass('secondary')}>
          تلاش دوباره
        </button>
      </ErrorScreen>
    </>
  );
}
