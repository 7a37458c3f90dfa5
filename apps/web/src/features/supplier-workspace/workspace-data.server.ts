// The supplier workspace and its staff screens in the web (decision 027): every call with the signed-in
// member's token, never cached (drafts, documents and staff queues are private).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { catalogEndpoints } from '@bazaar/contracts/catalog';
import { categoriesEndpoints } from '@bazaar/contracts/categories';
import { geographyEndpoints } from '@bazaar/contracts/geography';
import { supplierWorkspaceEndpoints } from '@bazaar/contracts/supplier-workspace';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';

export async function workspaceApis(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    http,
    workspace: bind(http, supplierWorkspaceEndpoints),
    catalog: bind(http, catalogEndpoints),
    categories: bind(http, categoriesEndpoints),
    geography: bind(http, geographyEndpoints),
  };
}

/** Merchants the visitor owns or represents (with the product right of each). */
export async function loadManagedMerchants(currentPath: string) {
  const { workspace } = await workspaceApis(currentPath);
  return orLogin(workspace.myMerchants(), currentPath);
}

export async function loadMyRegistrations(currentPath: string) {
  const { workspace } = await workspaceApis(currentPath);
  return orLogin(workspace.myRegistrations(), currentPath);
}
