// Where a saved object (favourite or note) is on the site, and the profile's own addresses for them.
import type { SavedObject, SavedObjectType } from '@bazaar/contracts/engagement';
import { productHref } from '@/features/catalog/product-links';
import { contentPageHref } from '@/features/content/content-links';
import { supplierHref } from '@/features/suppliers/supplier-links';

export function savedObjectHref(type: SavedObjectType, object: SavedObject): string {
  if (type === 'product') return productHref(object);
  if (type === 'supplier') return supplierHref(object);
  return contentPageHref(object);
}

/** `all` or one type, as the profile's favourites and notes pages take it in their path. */
export type SavedListType = SavedObjectType | 'all';

export const favoritesHref = (type: SavedListType = 'all') =>
  type === 'all' ? '/profile/favorites' : `/profile/favorites/${type}`;
export const notesHref = (type: SavedListType = 'all') => `/profile/notes/${type}`;
export const lastVisitsHref = (type: SavedListType = 'all') => `/profile/last-visits/${type}`;
