// Lets code that navigates programmatically (router.push) tell the navigation spinner a transition
// started, since only link clicks can be observed from outside.

export const NAVIGATION_START_EVENT = 'bazaar:navigation-start';

/** Call right before router.push(href); ignored when href stays on the current path. */
export function announceNavigation(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.pathname === window.location.pathname) return;
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}
