// /supplier/{id} without its name: a permanent redirect to the canonical address with the slug.
import { permanentRedirect } from 'next/navigation';
import { supplierHref } from '@/features/suppliers/supplier-links';
import { getSupplierOrNotFound } from '@/features/suppliers/suppliers-api.server';

export default async function SupplierShortLink({ params }: PageProps<'/supplier/[supplierId]'>) {
  permanentRedirect(supplierHref(await getSupplierOrNotFound((await params).supplierId)));
}
