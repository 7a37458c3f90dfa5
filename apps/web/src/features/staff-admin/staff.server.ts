// Staff screens (decision 027): the role comes from GET /users/me (verified by the API), never from the
// cookie; anyone else gets the 403 screen. Each page calls this first, then the API (which checks again).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { contentEndpoints } from '@bazaar/contracts/content';
import { jobsEndpoints } from '@bazaar/contracts/jobs';
import { listingReportsEndpoints } from '@bazaar/contracts/listing-reports';
import { messagingEndpoints } from '@bazaar/contracts/messaging';
import { staffAdminEndpoints } from '@bazaar/contracts/staff-admin';
import { supplierProfileEndpoints } from '@bazaar/contracts/supplier-profile';
import { supplierWorkspaceEndpoints } from '@bazaar/contracts/supplier-workspace';
import { forbidden } from 'next/navigation';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { loadSessionUser } from '@/features/profile/profile-data.server';

export async function isStaff(currentPath: string): Promise<boolean> {
  return (await loadSessionUser(currentPath)).roles.includes('admin');
}

/** The staff APIs, or the 403 screen for anyone who is not staff. */
export async function staffApis(currentPath: string) {
  if (!(await isStaff(currentPath))) forbidden();
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    http,
    workspace: bind(http, supplierWorkspaceEndpoints),
    profile: bind(http, supplierProfileEndpoints),
    content: bind(http, contentEndpoints),
    messaging: bind(http, messagingEndpoints),
    jobs: bind(http, jobsEndpoints),
    admin: bind(http, staffAdminEndpoints),
    listingReports: bind(http, listingReportsEndpoints),
  };
}
