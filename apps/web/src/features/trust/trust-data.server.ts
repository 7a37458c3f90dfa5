// Trust in the web (decision 043): a supplier's public reviews and measured figures (read fresh, so a new review
// or answer shows at once), and an order's reviews and its buyer's record with the signed-in person's token.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import { trustEndpoints } from '@bazaar/contracts/trust';
import { requireSession, sessionHttpClient } from '@/features/auth/session.server';
import { uploadFile } from '@/features/files/upload.server';
import { isStaff } from '@/features/staff-admin/staff.server';
import { api, createCachedApiClient } from '@/lib/api.server';

const publicTrust = bind(api, trustEndpoints);
/** Product pages are regenerated every 15 s (their `revalidate`); their reviews may be as old. */
const cachedTrust = bind(
  createCachedApiClient({ revalidateSeconds: 15, tags: ['trust'], timeoutMs: 8_000 }),
  trustEndpoints,
);

/** The supplier's reviews shown on one of its product pages. */
export function productPageReviews(merchantId: number) {
  return cachedTrust.supplierReviews({ params: { id: merchantId }, query: { pageSize: 3 } });
}

export function supplierReviews(merchantId: number, query: { page?: number; pageSize?: number; productId?: number }) {
  return publicTrust.supplierReviews({ params: { id: merchantId }, query });
}

export function supplierTrust(merchantId: number) {
  return publicTrust.supplierTrust({ params: { id: merchantId } });
}

export async function trustApi(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    /** Review photos are public uploads: reviews are read by everyone. */
    uploadPhoto: (file: File) => uploadFile(http, file, { fileName: file.name, isPublic: true }),
    trust: bind(http, trustEndpoints),
  };
}

export async function staffTrustApi(currentPath: string) {
  if (!(await isStaff(currentPath))) return null;
  return trustApi(currentPath);
}
