// Addresses of trust's pages (decision 043).
export const STAFF_REVIEWS_PATH = '/profile/admin/reviews';
export const SUPPLIER_TRUST_ANCHOR = '#trust';
export const STAFF_CERTIFICATES_PATH = '/profile/admin/certificates';
export const SUPPLIER_CERTIFICATES_PATH = '/profile/certificates';
export const supplierCertificatesHref = (merchantId: number) =>
  `${SUPPLIER_CERTIFICATES_PATH}?merchantId=${merchantId}`;
export const certificateFileHref = (id: number) => `/api/v1/admin/certificates/${id}/file`;
