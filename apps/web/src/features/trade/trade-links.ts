// Addresses of the direct-order pages (spec section 2), for links from other features (product pages).
export const DIRECT_ORDERS_PATH = '/profile/directorder';
export const SUPPLIER_INBOX_PATH = '/profile/directorder/inbox';

/**
 * A new direct order for one product: the profile area sends anonymous visitors to log in first. `prefill`
 * (from the assistant) sets the quantity when its unit is the product's sales unit.
 */
export const newDirectOrderHref = (productId: number, prefill?: { quantity: number; unit: string }) =>
  `${DIRECT_ORDERS_PATH}/edit/new?product=${productId}${
    prefill ? `&quantity=${encodeURIComponent(String(prefill.quantity))}&unit=${encodeURIComponent(prefill.unit)}` : ''
  }`;
/** A direct order from a supplier page: the buyer first picks one of the supplier's products. */
export const newDirectOrderFromSupplierHref = (supplierId: number) =>
  `${DIRECT_ORDERS_PATH}/edit/new?supplier=${supplierId}`;
export const editDirectOrderHref = (id: number) => `${DIRECT_ORDERS_PATH}/edit/${id}`;
export const directOrderInfoHref = (id: number) => `/profile/directorderinfo/${id}`;
export const directOrderReportHref = (id: number) => `/profile/directOrderReport/${id}`;
