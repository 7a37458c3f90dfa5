// The invoice lists' URL (issue 31): kind and Jalali dates as typed, forwarded to the API unchanged.
import { INVOICE_TYPES, type InvoiceType } from '@bazaar/contracts/paperwork-documents';

export interface InvoiceListQuery {
  invoiceType?: InvoiceType;
  from?: string;
  to?: string;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

export function readInvoiceQuery(params: Record<string, string | string[] | undefined>): InvoiceListQuery {
  const type = first(params.invoiceType);
  return {
    invoiceType: INVOICE_TYPES.find((t) => t === type),
    from: first(params.from)?.slice(0, 12),
    to: first(params.to)?.slice(0, 12),
  };
}

/** The query string of the filter (without the page), for links and the CSV download. */
export function invoiceQueryString(q: InvoiceListQuery, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...extra, ...q }).filter((e): e is [string, string] => Boolean(e[1]));
  return new URLSearchParams(entries).toString();
}
