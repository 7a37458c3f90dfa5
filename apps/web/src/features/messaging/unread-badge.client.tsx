'use client';
// The header's messages link with the unread count, kept live on every page: read from the page's personal
// answer after it mounts (pages are cached for everyone; lib/personal.ts), then asked again on each
// messaging event of the live stream. Hidden for visitors who are not signed in (they cause no API call).
import { isApiError } from '@bazaar/api-client/api-error';
import { formatNumberFa } from '@bazaar/fa/digits';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { MessageIcon } from '@/components/ui/icons';
import { loadPersonal } from '@/lib/personal';
import { MESSAGES_PATH } from './messaging-links';

// The API client (and with it the schemas, zod) and the live stream load only for a signed-in visitor:
// the badge ships with the header on every page, and an anonymous visitor needs neither.
const loadMessagingApi = () => import('./messaging-browser-api').then((module) => module.browserMessagingApi);
const loadLiveMessages = () => import('./live-messages.client').then((module) => module.subscribeMessaging);

/** Announced to other components of the page (the inbox refreshes its counts with the badge). */
export const UNREAD_CHANGED_EVENT = 'bazaar:unread-changed';

export function UnreadBadge() {
  const [total, setTotal] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    try {
      setTotal((await (await loadMessagingApi()).unread()).total);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 401) setTotal(null);
      return false;
    }
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    void loadPersonal().then((user) => {
      if (!live) return;
      setTotal(user ? user.unread : null);
      const signedIn = user !== null;
      if (!signedIn) return;
      void loadLiveMessages().then((subscribeMessaging) => {
        if (live) unsubscribe = subscribeMessaging(() => void refresh());
      });
    });
    const onLocal = () => void refresh();
    window.addEventListener(UNREAD_CHANGED_EVENT, onLocal);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener(UNREAD_CHANGED_EVENT, onLocal);
    };
  }, [refresh]);

  if (total === null) return null;
  const label = total > 0 ? `پیام‌ها، ${formatNumberFa(total)} پیام خوانده‌نشده` : 'پیام‌ها';
  return (
    <Link
      href={MESSAGES_PATH}
      // No prefetch of a per-user page (see the profile menu).
      prefetch={false}
      aria-label={label}
      title={label}
      data-testid="unread-badge"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 hover:bg-brand-800"
    >
      <MessageIcon size={22} />
      {total > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {formatNumberFa(total)}
        </span>
      ) : null}
    </Link>
  );
}
