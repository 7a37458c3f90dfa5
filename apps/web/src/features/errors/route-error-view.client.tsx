'use client';
// Body of the error.tsx boundaries: the generic error screen (spec section 8) plus a retry button,
// logging to the console only (spec: the application-level handler does nothing else).
import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { fullTitle } from '@/config/site';
import { ERROR_SCREENS } from './error-copy';
import { ErrorScreen } from './error-screen';

export function RouteErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

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
