// Reading the editorial website menus (GET /websitemenus/tree) for the shell: which header items the
// header does not already offer, and the footer's groups of links.
import type { MenuNode } from '@bazaar/contracts/site';
import { siteHref } from './site-href';

export interface MenuLink {
  id: number;
  title: string;
  href: string;
  external: boolean;
  children: MenuLink[];
}

/**
 * Already in the header: the category mega-menu covers the category type pages, the account link the profile's
 * pages — except the way to become a supplier, which a visitor who wants to sell looks for in the header (issue 37).
 */
const COVERED_BY_HEADER = [/^\/category\/categoryType\//, /^\/profile(?!\/supplier-registration(?:[?#]|$))(?:[/?#]|$)/];

/** The tree with unsafe links dropped (a parent without a usable link of its own keeps its children). */
export function menuLinks(tree: readonly MenuNode[]): MenuLink[] {
  const links: MenuLink[] = [];
  for (const node of tree) {
    const target = siteHref(node.href);
    const children = menuLinks(node.children);
    if (!target && children.length === 0) continue;
    links.push({
      id: node.id,
      title: node.title,
      href: target?.href ?? children[0]?.href ?? '/',
      external: target?.external ?? false,
      children,
    });
  }
  return links;
}

/** Header items the header does not show yet (see COVERED_BY_HEADER). */
export function headerExtraLinks(tree: readonly MenuNode[]): MenuLink[] {
  return menuLinks(tree).filter((link) => !COVERED_BY_HEADER.some((pattern) => pattern.test(link.href)));
}

export interface FooterGroup {
  id: number;
  title: string;
  links: MenuLink[];
}

/** One group per top-level item; an item without children is a group holding just itself. */
export function footerGroups(tree: readonly MenuNode[]): FooterGroup[] {
  return menuLinks(tree).map((item) => ({
    id: item.id,
    title: item.title,
    links: item.children.length > 0 ? item.children : [{ ...item, children: [] }],
  }));
}
