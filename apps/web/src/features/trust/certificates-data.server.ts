// Certificates in the web (decision 043): the supplier page's approved unexpired ones (read fresh), the merchant's
// own with their review, and staff's queue, each with the signed-in person's token.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { certificateEndpoints } from '@bazaar/contracts/trust-certificates';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { uploadFile } from '@/features/files/upload.server';
import { isStaff } from '@/features/staff-admin/staff.server';
import { api } from '@/lib/api.server';

const publicCertificates = bind(api, certificateEndpoints);

export function supplierCertificates(merchantId: number) {
  return publicCertificates.supplierCertificates({ params: { id: merchantId } });
}

export function supplierChecks(merchantId: number) {
  return publicCertificates.supplierChecks({ params: { id: merchantId } });
}

export async function certificatesApi(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    /** A certificate's scan is private: its owner and staff read it. */
    uploadScan: (file: File) => uploadFile(http, file, { fileName: file.name, isPublic: false }),
    certificates: bind(http, certificateEndpoints),
  };
}

export async function staffCertificatesApi(currentPath: string) {
  if (!(await isStaff(currentPath))) return null;
  return (await certificatesApi(currentPath)).certificates;
}
