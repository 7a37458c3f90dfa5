// Merchant agents in the web: the owner's team and the invitations the signed-in person received,
// fetched with their token. A refused session sends the visitor to log in and come back.
import 'server-only';
import { isApiError } from '@bazaar/api-client/api-error';
import { bind } from '@bazaar/api-client/endpoint-client';
import { customersEndpoints, type MerchantTeam } from '@bazaar/contracts/customers';
import { cache } from 'react';
import { getSession, orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export async function customersApi(currentPath: string) {
  return bind(sessionHttpClient(await requireSession(currentPath)), customersEndpoints);
}

/** The owner's team, or null when the signed-in person owns no merchant (the API's 403). */
export const loadTeam = cache(async (currentPath: string): Promise<MerchantTeam | null> => {
  try {
    return await orLogin((await customersApi(currentPath)).team(), currentPath);
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
});

export async function loadReceivedInvitations(currentPath: string) {
  return orLogin((await customersApi(currentPath)).receivedInvitations(), currentPath);
}

/** For the side menu: how many invitations wait for the visitor's answer (0 when unknown). */
export async function pendingInvitationCount(): Promise<number> {
  const session = await getSession();
  if (!session) return 0;
  try {
    return (await bind(sessionHttpClient(session), customersEndpoints).receivedInvitations()).length;
  } catch {
    return 0;
  }
}
