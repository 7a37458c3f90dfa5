// Buyer companies in the web (decision 044), fetched with the signed-in person's token, never cached: rights are
// read by the API on every call, so a page always shows what the member may do now.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { companiesEndpoints } from '@bazaar/contracts/companies';
import type { CompanyOrder } from '@bazaar/contracts/companies-model';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export async function companiesApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), companiesEndpoints);
}

export async function loadMyCompany(currentPath: string) {
  return (await orLogin((await companiesApi(currentPath)).mine(), currentPath)).company;
}

export async function loadCompanyInvitations(currentPath: string) {
  return orLogin((await companiesApi(currentPath)).received(), currentPath);
}

/** The company's side of a trade request, or null when it is no order of the caller's company. */
export async function loadCompanyOrder(id: number, currentPath: string): Promise<CompanyOrder | null> {
  try {
    return await orLogin((await companiesApi(currentPath)).order({ params: { id } }), currentPath);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** What a member with the read right sees: orders, rules and budgets (and the approvals inbox for approvers). */
export async function loadCompanyBooks(companyId: number, currentPath: string, canApprove: boolean) {
  const api = await companiesApi(currentPath);
  const params = { id: companyId };
  const [orders, rules, budgets, approvals] = await Promise.all([
    orLogin(api.orders({ params, query: {} }), currentPath),
    orLogin(api.rules({ params }), currentPath),
    orLogin(api.budgets({ params }), currentPath),
    canApprove ? orLogin(api.approvals({ params }), currentPath) : Promise.resolve([] as CompanyOrder[]),
  ]);
  return { orders, rules: rules.rules, budgets, approvals };
}
