// The tabs of a content-type listing: the type with its sub-types, or, for a type without sub-types,
// its parent with the siblings, so a reader can always step sideways and back up.
import type { ContentTypeNode } from '@bazaar/contracts/content-pages';

export interface ContentTypeTab {
  id: number;
  name: string;
  pageCount: number;
  /** The parent ("all of it") tab, first in the row. */
  isGroup: boolean;
  current: boolean;
}

function findWithParent(
  nodes: readonly ContentTypeNode[],
  id: number,
  parent: ContentTypeNode | null = null,
): { node: ContentTypeNode; parent: ContentTypeNode | null } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, parent };
    const found = findWithParent(node.children, id, node);
    if (found) return found;
  }
  return null;
}

/** Tabs for the listing of content type `id`; empty when the type stands alone (or is not in the tree). */
export function contentTypeTabs(tree: readonly ContentTypeNode[], id: number): ContentTypeTab[] {
  const found = findWithParent(tree, id);
  if (!found) return [];
  const group = found.node.children.length > 0 ? found.node : found.parent;
  if (!group) return [];
  const tab = (node: ContentTypeNode, isGroup: boolean): ContentTypeTab => ({
    id: node.id,
    name: node.name,
    pageCount: node.pageCount,
    isGroup,
    current: node.id === id,
  });
  return [tab(group, true), ...group.children.map((child) => tab(child, false))];
}
