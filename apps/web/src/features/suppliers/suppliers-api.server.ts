// Supplier data for the supplier pages, loaded once per render (React cache) and kept briefly in
// Next's data cache; free-text searches skip that cache so arbitrary queries cannot fill it.
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import type { EndpointInput } from '@bazaar/contracts/endpoint';
import { suppliersEndpoints } from '@bazaar/contracts/suppliers';
import { SUPPLIERS_CACHE_TAG } from '@bazaar/contracts/web-cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { api, createCachedApiClient } from '@/lib/api.server';
import { orNotFound } from '@/lib/api-not-found';
import { parsePublicId } from '@/lib/route-params';

export const SUPPLIERS_TAG = SUPPLIERS_CACHE_TAG;

type QueryOf<K extends keyof typeof suppliersEndpoints> = NonNullable<
  EndpointInput<(typeof suppliersEndpoints)[K]>['query']
>;
type SupplierListQuery = QueryOf<'list'>;
type DelegationListQuery = QueryOf<'delegations'>;

const cachedSuppliersApi = bind(
  createCachedApiClient({ revalidateSeconds: 300, tags: [SUPPLIERS_TAG], timeoutMs: 8_000 }),
  suppliersEndpoints,
);
const uncachedSuppliersApi = bind(api, suppliersEndpoints);

/** One public supplier; ApiError 404 for unknown, pending or suspended ones. */
export const getSupplier = cache((id: number) => cachedSuppliersApi.get({ params: { id } }));

export function listSuppliers(query: SupplierListQuery) {
  return (query.q ? uncachedSuppliersApi : cachedSuppliersApi).list({ query });
}

export function listDelegations(query: DelegationListQuery) {
  return cachedSuppliersApi.delegations({ query });
}

export function listSaleCities(merchantId: number) {
  return cachedSuppliersApi.saleCities({ query: { merchantId } });
}

/** The supplier of a `{supplierId}` segment; renders 404 for a malformed id or one the API does not show. */
export async function getSupplierOrNotFound(supplierIdSegment: string) {
  const id = parsePublicId(supplierIdSegment);
  if (id === null) notFound();
  return orNotFound(getSupplier(id));
}
