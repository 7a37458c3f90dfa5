'use client';
// The current announcement above the header, with a close button; a closed announcement stays closed
// on later visits (localStorage, per announcement id, see announcement-dismissal.ts).
import type { Announcement } from '@bazaar/contracts/site';
import { toPersianDigits } from '@bazaar/fa/digits';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { CloseIcon, MegaphoneIcon } from '@/components/ui/icons';
import { isAnnouncementDismissed, rememberAnnouncementDismissed } from './announcement-dismissal';
import type { SiteHref } from './site-href';

const CHANGE_EVENT = 'bazaar:announcement-dismissed';

function subscribe(onChange: () => void) {
  // Another tab closing it (storage) or this one (our own event).
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface AnnouncementBarProps {
  announcement: Pick<Announcement, 'id' | 'text'>;
  link: SiteHref | null;
  elementId: string;
}

export function AnnouncementBar({ announcement, link, elementId }: AnnouncementBarProps) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => isAnnouncementDismissed(browserStorage(), announcement.id),
    // The server (and hydration) always renders it; the inline script hides a dismissed one meanwhile.
    () => false,
  );
  if (dismissed) return null;

  function close() {
    rememberAnnouncementDismissed(browserStorage(), announcement.id);
    window.dispatchEvent(new Event(CHANGE_EVENT));
    // The button disappears with the bar: give focus to the page instead of losing it.
    document.getElementById('main-content')?.focus();
  }

  const text = toPersianDigits(announcement.text);
  return (
    <section
      id={elementId}
      aria-label="اعلان"
      className="bg-accent-400 text-brand-950 [--focus-ring-color:var(--color-brand-950)]"
      data-testid="announcement"
    >
      {/* On a phone one line (the link leads on to the whole story), so the page itself starts on the first
          screen (issue 37: three lines took about 160 px of every page until closed). */}
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 sm:py-2">
        <MegaphoneIcon size={20} className="shrink-0 max-sm:hidden" />
        <p className="min-w-0 flex-1 text-sm leading-6 font-medium max-sm:line-clamp-1" title={text}>
          {link ? (
            link.external ? (
              <a href={link.href} rel="noopener" target="_blank" className="underline underline-offset-4">
                {text}
              </a>
            ) : (
              <Link href={link.href} className="underline underline-offset-4">
                {text}
              </Link>
            )
          ) : (
            text
          )}
        </p>
        <button
          type="button"
          onClick={close}
          aria-label="بستن اعلان"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg hover:bg-accent-300"
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  );
}
