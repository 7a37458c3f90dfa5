// Profile data of the signed-in user, fetched with their token. Every loader takes the page's own path,
// so a session the API refuses sends the visitor to log in and come back there.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { identityEndpoints } from '@bazaar/contracts/identity';
import { messagingEndpoints } from '@bazaar/contracts/messaging';
import { cache } from 'react';
import { orLogin, requireSession, type Session, sessionHttpClient } from '@/features/auth/session.server';
import type { PersonalUser } from '@/lib/personal';

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

/**
 * What the header of a cached public page shows for the signed-in visitor (GET /session/me): the name,
 * else the mobile number, and the unread count (0 when messaging does not answer). Throws the API's
 * error when it refuses the session.
 */
export async function loadPersonalUser(session: Session): Promise<PersonalUser> {
  const client = sessionHttpClient(session);
  const [me, unread] = await Promise.all([
    bind(client, identityEndpoints).me(),
    bind(client, messagingEndpoints)
      .unread()
      .catch(() => null),
  ]);
  return { name: me.displayName?.trim() || null, phone: me.phone, unread: unread?.total ?? 0 };
}

/** GET /customers/company: the buyer's company for official invoices (null until given). */
export async function loadBuyerCompany(currentPath: string) {
  const session = await requireSession(currentPath);
  return orLogin(bind(sessionHttpClient(session), identityEndpoints).buyerCompany(), currentPath);
}
