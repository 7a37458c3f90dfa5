// Addresses of trust's pages (decision 043).
export const STAFF_REVIEWS_PATH = '/profile/admin/reviews';
export const SUPPLIER_TRUST_ANCHOR = '#trust';
