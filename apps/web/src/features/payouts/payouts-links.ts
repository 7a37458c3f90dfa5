// Where the payouts' pages live (decision 038): the supplier's receivable and withdrawals, staff's payouts.
export const SUPPLIER_PAYOUTS_PATH = '/profile/payouts';
export const STAFF_PAYOUTS_PATH = '/profile/admin/payouts';

export const supplierPayoutsHref = (merchantId: number, extra: Record<string, string> = {}) =>
  `${SUPPLIER_PAYOUTS_PATH}?${new URLSearchParams({ merchantId: String(merchantId), ...extra }).toString()}`;
