import { describe, expect, it } from 'vitest';
import {
  announcementDismissKey,
  hideDismissedAnnouncementScript,
  isAnnouncementDismissed,
  rememberAnnouncementDismissed,
} from './announcement-dismissal';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('announcement dismissal', () => {
  it('is remembered per announcement id', () => {
    const storage = memoryStorage();
    expect(isAnnouncementDismissed(storage, 2)).toBe(false);
    expect(rememberAnnouncementDismissed(storage, 2)).toBe(true);
    expect(isAnnouncementDismissed(storage, 2)).toBe(true);
    // A newer announcement shows even though an older one was closed.
    expect(isAnnouncementDismissed(storage, 3)).toBe(false);
  });

  it('uses one key per id', () => {
    expect(announcementDismissKey(2)).not.toBe(announcementDismissKey(12));
  });

  it('treats storage that refuses as never dismissed', () => {
    expect(isAnnouncementDismissed(throwingStorage, 2)).toBe(false);
    expect(rememberAnnouncementDismissed(throwingStorage, 2)).toBe(false);
    expect(isAnnouncementDismissed(null, 2)).toBe(false);
  });

  it('builds a hiding script for the same key, and refuses ids that could break out of it', () => {
    const script = hideDismissedAnnouncementScript(2, 'site-announcement-2');
    expect(script).toContain(JSON.stringify(announcementDismissKey(2)));
    expect(script).toContain('#site-announcement-2{display:none}');
    expect(() => hideDismissedAnnouncementScript(2, "x'}</script>")).toThrow();
    expect(() => hideDismissedAnnouncementScript(Number.NaN, 'a')).toThrow();
  });
});
