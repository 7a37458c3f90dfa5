// URLs of category pages (spec section 2) and the default icon of each root type.
import type { CategoryMenuNode, CategoryType } from '@bazaar/contracts/categories';
import { persianSlug } from '@bazaar/fa/normalize';
import type { CategoryIconName } from '@/components/ui/category-icon';

export function categoryTypeHref(categoryType: CategoryType): string {
  return `/category/categoryType/${categoryType}`;
}

/** `/category/{id}/{slug}`; a missing slug is derived from the name so the URL stays readable. */
export function categoryHref(node: Pick<CategoryMenuNode, 'id' | 'slug' | 'name'>): string {
  const slug = node.slug || persianSlug(node.name) || String(node.id);
  return `/category/${node.id}/${encodeURIComponent(slug)}`;
}

/** Shown when a root node has no `icon` of its own (or the API is down and there is no node). */
export const CATEGORY_TYPE_ICONS: Record<CategoryType, CategoryIconName> = {
  IndustrialService: 'factory',
  Product: 'gear',
  ConsultingService: 'compass',
  ElectronicDocument: 'file',
};
