// The tax system in the web (decision 042), fetched with the signed-in member's token and never cached: a seller's
// tax profile and invoices are its own.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { type TaxSubmission, type TaxSubmissionState, taxSystemEndpoints } from '@bazaar/contracts/tax-system';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export const SUBMISSIONS_PAGE_SIZE = 20;

export async function taxSystemApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), taxSystemEndpoints);
}

export async function loadTaxSystemPage(
  currentPath: string,
  merchantId: number,
  query: { page: number; state?: TaxSubmissionState },
) {
  const api = await taxSystemApi(currentPath);
  const [profile, submissions] = await orLogin(
    Promise.all([
      api.taxProfile({ params: { id: merchantId } }),
      api.taxSubmissions({
        params: { id: merchantId },
        query: { page: query.page, pageSize: SUBMISSIONS_PAGE_SIZE, ...(query.state ? { state: query.state } : {}) },
      }),
    ]),
    currentPath,
  );
  return { profile, submissions };
}

/** One invoice's state in سامانه مودیان, for the invoice's row or page. */
export async function loadTaxSubmission(currentPath: string, invoiceId: string) {
  const api = await taxSystemApi(currentPath);
  return orLogin(api.taxSubmission({ params: { id: invoiceId } }), currentPath);
}

/** The states of a list page's invoices in one call (not one per row), by invoice id. */
export async function loadTaxSubmissionsOf(currentPath: string, merchantId: number, invoiceIds: string[]) {
  if (!invoiceIds.length) return new Map<string, TaxSubmission>();
  const api = await taxSystemApi(currentPath);
  const page = await orLogin(
    api.taxSubmissions({
      params: { id: merchantId },
      query: { page: 1, pageSize: invoiceIds.length, invoiceIds: invoiceIds.join(',') },
    }),
    currentPath,
  );
  return new Map(page.items.map((s) => [s.invoiceId, s]));
}
