// What one panel of the header's category mega-menu shows, as the browser loads it when the panel first
// opens (GET /menu/categories/{type}, app/menu/categories/[categoryType]/route.ts): names with Persian
// digits and ready links, so the page itself carries only the four category types (issue 18).
import type { CategoryMenuNode } from '@bazaar/contracts/categories';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { categoryHref } from './category-links';

/** Third-level links shown under each subcategory before the "more" link takes over. */
export const MAX_CHILD_LINKS = 5;

export interface MegaMenuLink {
  name: string;
  href: string;
}

export interface MegaMenuPanel {
  subcategories: Array<MegaMenuLink & { children: MegaMenuLink[]; more: boolean }>;
}

const linkOf = (node: CategoryMenuNode): MegaMenuLink => ({
  name: toPersianDigitsInText(node.name),
  href: categoryHref(node),
});

export function megaMenuPanelOf(root: CategoryMenuNode): MegaMenuPanel {
  return {
    subcategories: root.subcategories.map((sub) => ({
      ...linkOf(sub),
      children: sub.subcategories.slice(0, MAX_CHILD_LINKS).map(linkOf),
      more: sub.subcategories.length > MAX_CHILD_LINKS,
    })),
  };
}

export const megaMenuPanelPath = (categoryType: string) => `/menu/categories/${categoryType}`;
