// URLs of category pages (spec section 2) and the default icon of each root type.
import type { CategoryMenuNode, CategoryType } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { persianSlug } from '@bazaar/fa/normalize';
import type { BreadcrumbItem } from '@/components/ui/breadcrumb';
import type { CategoryIconName } from '@/components/ui/category-icon';
import { readableSegment } from '@/lib/readable-segment';

export function categoryTypeHref(categoryType: CategoryType): string {
  return `/category/categoryType/${categoryType}`;
}

type CategoryRef = Pick<CategoryMenuNode, 'id' | 'slug' | 'name'>;

/** The canonical `{name}` segment of a category, decoded; a missing slug is derived from the name. */
export function canonicalCategorySlug(node: CategoryRef): string {
  return node.slug || persianSlug(node.name) || String(node.id);
}

/** `/category/{id}/{slug}`; a missing slug is derived from the name so the URL stays readable. */
export function categoryHref(node: CategoryRef): string {
  return `/category/${node.id}/${encodeURIComponent(canonicalCategorySlug(node))}`;
}

/** `categoryHref` with the slug left readable, for links repeated in lists (lib/readable-segment.ts). */
export function categoryLinkPath(node: CategoryRef): string {
  return `/category/${node.id}/${readableSegment(canonicalCategorySlug(node))}`;
}

/** `/category/properties/{id}/{slug}`: the technical properties of a category. */
export function categoryPropertiesHref(node: CategoryRef): string {
  return `/category/properties/${node.id}/${encodeURIComponent(canonicalCategorySlug(node))}`;
}

/** `categoryPropertiesHref` with the slug left readable, for links on a page (lib/readable-segment.ts). */
export function categoryPropertiesLinkPath(node: CategoryRef): string {
  return `/category/properties/${node.id}/${readableSegment(canonicalCategorySlug(node))}`;
}

/** Shown when a root node has no `icon` of its own (or the API is down and there is no node). */
export const CATEGORY_TYPE_ICONS: Record<CategoryType, CategoryIconName> = {
  IndustrialService: 'factory',
  Product: 'gear',
  ConsultingService: 'compass',
  ElectronicDocument: 'file',
};

interface TrailItem extends CategoryRef {
  level: number;
  categoryType: CategoryType;
}

/**
 * Breadcrumb items of a category trail (root first): 'خانه', the root type's page, then each category.
 * The last category is linked too unless `current` says it is the page itself.
 */
export function categoryTrailCrumbs(trail: readonly TrailItem[], current: boolean): BreadcrumbItem[] {
  return [
    { label: 'خانه', href: '/' },
    ...trail.map((item, index) => {
      const label = toPersianDigitsInText(item.name);
      if (current && index === trail.length - 1) return { label };
      // Readable: the breadcrumb's links are in the HTML and again in the React payload; its JSON-LD encodes them.
      return { label, href: item.level === 1 ? categoryTypeHref(item.categoryType) : categoryLinkPath(item) };
    }),
  ];
}
