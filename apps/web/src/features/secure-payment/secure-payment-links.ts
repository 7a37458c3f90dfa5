// Addresses of secure payment's pages (issue 30, decision 039), for menus and links from other features.
export const SETTLEMENTS_PATH = '/profile/settlements';
export const STAFF_DISPUTES_PATH = '/profile/admin/disputes';
export const STAFF_HELD_ORDERS_PATH = '/profile/admin/held-orders';
export const staffDisputeHref = (id: number) => `${STAFF_DISPUTES_PATH}/${id}`;
/** Where the order page's secure-payment section starts (its next step is there). */
export const SECURE_PAYMENT_ANCHOR = '#secure-payment';
/** Downloads the order's parties and staff may open: a dispute's evidence file and the shipment's document. */
export const disputeFileHref = (orderId: number, fileId: string) =>
  `/api/v1/traderequests/${orderId}/dispute/files?fileId=${encodeURIComponent(fileId)}`;
export const shipmentFileHref = (orderId: number) => `/api/v1/traderequests/${orderId}/shipment/file`;
/** How many stage rows the supplier's plan form offers (decision 040 allows up to twelve through the API). */
export const STAGE_ROWS = 4;
