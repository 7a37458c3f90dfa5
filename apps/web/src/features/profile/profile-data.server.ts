// Profile data of the signed-in user, fetched with their token. Every loader takes the page's own path,
// so a session the API refuses sends the visitor to log in and come back there.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { identityEndpoints } from '@bazaar/contracts/identity';
import { cache } from 'react';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

/** GET /users/me: id, phone, roles (as the API verified them) and display name; once per request. */
export const loadSessionUser = cache(async (currentPath: string) => {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), identityEndpoints).me(), currentPath);
});

/** GET /customers/profile. */
export async function loadPersonalInfo(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), identityEndpoints).personalInfo(), currentPath);
}

/** GET /customers/company: the buyer's company for official invoices (null until given). */
export async function loadBuyerCompany(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), identityEndpoints).buyerCompany(), currentPath);
}
