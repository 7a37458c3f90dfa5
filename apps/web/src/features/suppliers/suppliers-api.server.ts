// Supplier data for the supplier pages, loaded once per render (React cache) and kept briefly in
// Next's data cache; free-text searches skip that cache so arbitrary queries cannot fill it.
import 'server-only';
import { createSuppliersApi, type DelegationListParams, type SupplierListParams } from '@bazaar/api-client/suppliers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { api, createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePublicId } from '@/lib/route-params';

export const SUPPLIERS_TAG = 'suppliers';

const cachedSuppliersApi = createSuppliersApi(
  createCachedApiClient({ revalidateSeconds: 300, tags: [SUPPLIERS_TAG], timeoutMs: 8_000 }),
);
const uncachedSuppliersApi = createSuppliersApi(api);

/** One public supplier; ApiError 404 for unknown, pending or suspended ones. */
export const getSupplier = cache((id: number) => cachedSuppliersApi.get(id));

export function listSuppliers(params: SupplierListParams) {
  return (params.q ? uncachedSuppliersApi : cachedSuppliersApi).list(params);
}

export function listDelegations(params: DelegationListParams) {
  return cachedSuppliersApi.delegations(params);
}

export function listSaleCities(merchantId: number) {
  return cachedSuppliersApi.saleCities(merchantId);
}

/** The supplier of a `{supplierId}` segment; renders 404 for a malformed id or one the API does not show. */
export async function getSupplierOrNotFound(supplierIdSegment: string) {
  const id = parsePublicId(supplierIdSegment);
  if (id === null) notFound();
  return orNotFound(getSupplier(id));
}
