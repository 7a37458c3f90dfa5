// Which merchant the supplier workspace acts for (decision 035), for members of several merchants: a
// `?merchantId=` on the page wins for that page, then the one chosen with the switcher (a cookie, kept a year,
// read by the private /profile pages only), then the first one. An id the member does not belong to is ignored.

/** The cookie the merchant switcher sets; its value is a merchant id. */
export const WORKSPACE_MERCHANT_COOKIE = 'bz_merchant';
/** Where the switcher may send the visitor back to: the workspace's own pages. */
export const SWITCHER_RETURN_PATHS = ['/profile/products', '/profile/products/new', '/profile/company'] as const;

export function pickMerchant<T extends { id: number }>(
  merchants: readonly T[],
  requested: number | null,
  remembered: number | null,
): T | undefined {
  return merchants.find((m) => m.id === requested) ?? merchants.find((m) => m.id === remembered) ?? merchants[0];
}

/** The path to go back to after switching: one of the workspace's pages, the product list otherwise. */
export function switcherReturnPath(value: string): string {
  return (SWITCHER_RETURN_PATHS as readonly string[]).includes(value) ? value : '/profile/products';
}
