// The objects favourites, notes and last visits name (products, suppliers, articles): found only while public,
// read with the same columns and shown with the same shape.
import type { SavedObject } from '@bazaar/contracts/engagement';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { pages } from '../../db/schema/content.js';
import type { userFavorites, userLastVisits, userNotes } from '../../db/schema/engagement.js';
import { merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';

export const suppliers = alias(merchants, 'saved_suppliers');

/** Left joins that find the named object only while it is public (same rules as the public pages). */
export function joinObjects(table: typeof userFavorites | typeof userNotes | typeof userLastVisits) {
  return {
    product: and(
      eq(table.objectType, 'product'),
      eq(supplierProducts.id, table.objectId),
      eq(supplierProducts.status, 'published'),
      sql`exists (select 1 from ${merchants} join ${categories} on ${categories.id} = ${supplierProducts.categoryId}
        where ${merchants.id} = ${supplierProducts.merchantId} and ${merchants.status} = 'confirmed' and ${categories.active})`,
    ) as SQL,
    supplier: and(
      eq(table.objectType, 'supplier'),
      eq(suppliers.id, table.objectId),
      eq(suppliers.status, 'confirmed'),
    ) as SQL,
    content: and(
      eq(table.objectType, 'content'),
      eq(pages.id, table.objectId),
      eq(pages.status, 'published'),
      sql`${pages.platform} in ('web', 'both')`,
    ) as SQL,
  };
}

export const objectColumns = {
  productId: supplierProducts.id,
  productTitle: supplierProducts.title,
  productSlug: supplierProducts.slug,
  productImage: sql<string | null>`${supplierProducts.images}[1]`,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierSlug: suppliers.slug,
  supplierLogo: suppliers.logoUrl,
  contentId: pages.id,
  contentTitle: pages.title,
  contentSlug: pages.slug,
  contentCover: pages.coverFileId,
};
export type ObjectRow = { [K in keyof typeof objectColumns]: unknown };

export function toObject(row: ObjectRow): SavedObject | null {
  if (row.productId !== null)
    return {
      id: row.productId as number,
      title: row.productTitle as string,
      slug: row.productSlug as string,
      imageUrl: row.productImage ? fileUrl(row.productImage as string) : null,
    };
  if (row.supplierId !== null)
    return {
      id: row.supplierId as number,
      title: row.supplierName as string,
      slug: row.supplierSlug as string,
      imageUrl: (row.supplierLogo as string | null) ?? null,
    };
  if (row.contentId !== null)
    return {
      id: row.contentId as number,
      title: row.contentTitle as string,
      slug: row.contentSlug as string,
      imageUrl: row.contentCover ? fileUrl(row.contentCover as string) : null,
    };
  return null;
}
