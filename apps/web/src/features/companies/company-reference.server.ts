// The order form's company fields (decision 044): a company member's order carries the company's purchase-order
// number and cost centre. Trade's save action hands the form here after the order is saved; the fields are
// absent for someone in no company (the page renders them only for members).
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { companiesEndpoints } from '@bazaar/contracts/companies';
import { companyOrderReferenceBodySchema } from '@bazaar/contracts/companies-model';
import { getSession, sessionHttpClient } from '@/features/auth/session.server';
import { parseForm } from '@/lib/forms/parse-form';

export const REFERENCE_FIELDS = ['poNumber', 'costCentre'] as const;

/** Saves the form's PO number and cost centre on the order; false when they could not be saved. */
export async function saveOrderReference(orderId: number, form: FormData): Promise<boolean> {
  if (!REFERENCE_FIELDS.some((name) => form.has(name))) return true;
  const parsed = parseForm(companyOrderReferenceBodySchema, form, { normalize: ['costCentre'] });
  const session = await getSession();
  if (!parsed.ok || !session) return false;
  try {
    await bind(sessionHttpClient(session), companiesEndpoints).reference({
      params: { id: orderId },
      body: parsed.data,
    });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status !== 0 && error.status < 500) return false;
    throw error;
  }
}

/** The caller's company and role, for the order form and pages (null outside any company). */
export async function myCompanyRole() {
  const session = await getSession();
  if (!session) return null;
  const { company } = await bind(sessionHttpClient(session), companiesEndpoints).mine();
  return company ? { id: company.id, name: company.name, role: company.myRole, rights: company.myRights } : null;
}
