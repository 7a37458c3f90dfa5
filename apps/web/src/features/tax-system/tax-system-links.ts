// Where the tax system's pages live (decision 042): the seller's tax profile and its invoices sent to سامانه مودیان.
export const TAX_SYSTEM_PATH = '/profile/company/tax-system';

export const taxSystemHref = (merchantId: number, extra: Record<string, string> = {}) =>
  `${TAX_SYSTEM_PATH}?${new URLSearchParams({ merchantId: String(merchantId), ...extra }).toString()}`;
