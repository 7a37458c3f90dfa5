// The supplier's company profile in the web (decision 029): every call with the signed-in member's token,
// never cached (drafts, documents and requests are private).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { geographyEndpoints } from '@bazaar/contracts/geography';
import { supplierProfileEndpoints } from '@bazaar/contracts/supplier-profile';
import { supplierWorkspaceEndpoints } from '@bazaar/contracts/supplier-workspace';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export async function profileApis(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    http,
    profile: bind(http, supplierProfileEndpoints),
    workspace: bind(http, supplierWorkspaceEndpoints),
    geography: bind(http, geographyEndpoints),
  };
}

/** Merchants whose profile the visitor may edit: those they own, and those whose owner gave them the right. */
export async function loadProfileMerchants(currentPath: string) {
  const { workspace } = await profileApis(currentPath);
  return (await orLogin(workspace.myMerchants(), currentPath)).filter((m) => m.manageProfile);
}
