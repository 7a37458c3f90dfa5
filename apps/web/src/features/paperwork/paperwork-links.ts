// Addresses of the paperwork's pages and downloads (issue 31), for menus and links from other features.
export const INVOICES_PATH = '/profile/invoices';
export const SALES_INVOICES_PATH = '/profile/sales-invoices';
export const LEGAL_IDENTITY_PATH = '/profile/legal-identity';
export const documentHref = (id: number) => `/profile/documents/${id}`;
/** The PDF, straight from the API (its parties and staff only; never cached). */
export const documentPdfHref = (id: number) => `/api/v1/documents/${id}/pdf`;
/** The latest proforma of a direct order or of one quote: the page finds it and shows it. */
export const orderProformaHref = (orderId: number) => `/profile/documents/order/${orderId}`;
export const quoteProformaHref = (quoteId: number) => `/profile/documents/quote/${quoteId}`;
export const salesInvoicesCsvHref = (merchantId: number, query: string) =>
  `/api/v1/merchants/${merchantId}/invoices/csv${query ? `?${query}` : ''}`;
