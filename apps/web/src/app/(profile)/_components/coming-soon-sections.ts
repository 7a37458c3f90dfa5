// Profile pages of spec section 2 that belong to later issues (wallet, direct
// orders…): which menu entry an address under /profile/ is, so its page can honestly say
// 'به‌زودی' instead of inventing data. Addresses outside the spec's list stay 404.
import { PROFILE_MENU_ITEMS, type ProfileMenuItem, type ProfileMenuKey } from './profile-menu-items';

// Every section of the spec's profile list is built today; a later one is added here while it is not.
const COMING_SOON_ROUTES: readonly (readonly [RegExp, ProfileMenuKey])[] = [];

/** The menu entry of `/profile/{segments}` when it is one of the spec's later sections, else null. */
export function comingSoonSection(segments: readonly string[]): ProfileMenuItem | null {
  const path = segments.join('/');
  const key = COMING_SOON_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
  return PROFILE_MENU_ITEMS.find((item) => item.key === key && item.status === 'soon') ?? null;
}
