// Remembering a dismissed announcement in localStorage, one key per announcement id, so a new
// announcement shows again while a closed one stays closed. Storage that throws (private mode, blocked
// cookies) counts as "never dismissed": the bar shows and closes for this page view only.

const KEY_PREFIX = 'bz:announcement-dismissed:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function announcementDismissKey(id: number): string {
  return `${KEY_PREFIX}${id}`;
}

export function isAnnouncementDismissed(storage: StorageLike | null | undefined, id: number): boolean {
  try {
    return (storage?.getItem(announcementDismissKey(id)) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Remembers the dismissal; false when the storage refused it. */
export function rememberAnnouncementDismissed(
  storage: StorageLike | null | undefined,
  id: number,
  now = Date.now(),
): boolean {
  try {
    storage?.setItem(announcementDismissKey(id), new Date(now).toISOString());
    return storage !== null && storage !== undefined;
  } catch {
    return false;
  }
}

/**
 * Inline script run by the browser while it parses the page, before React hydrates: it hides a
 * dismissed announcement at once (a style rule in <head>, which hydration ignores), so the bar never
 * flashes on and pushes the page down. Only numbers and a fixed prefix are written into it.
 */
export function hideDismissedAnnouncementScript(id: number, elementId: string): string {
  if (!Number.isSafeInteger(id) || !/^[a-z0-9-]+$/.test(elementId)) throw new Error('unsafe announcement ids');
  const key = JSON.stringify(announcementDismissKey(id));
  return `try{if(localStorage.getItem(${key})!==null){var s=document.createElement('style');s.textContent='#${elementId}{display:none}';document.head.appendChild(s)}}catch(e){}`;
}
