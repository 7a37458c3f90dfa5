// Addresses of secure payment's pages (issue 30, decision 039), for menus and links from other features.
export const SETTLEMENTS_PATH = '/profile/settlements';
export const STAFF_DISPUTES_PATH = '/profile/admin/disputes';
export const STAFF_HELD_ORDERS_PATH = '/profile/admin/held-orders';
export const staffDisputeHref = (id: number) => `${STAFF_DISPUTES_PATH}/${id}`;
/** Where the order page's secure-payment section starts (its next step is there). */
export const SECURE_PAYMENT_ANCHOR = '#secure-payment';
