// The category tree as the rules form's choices (decision 052): one group per category type, each category by
// its Persian path («شیرآلات › شیر توپی»), in tree order, so a screen reader reads where it sits.
import type { CategoryMenuNode } from '@bazaar/contracts/categories';

export interface CategoryChoiceGroup {
  label: string;
  options: { id: number; label: string }[];
}

export function categoryChoices(roots: readonly CategoryMenuNode[]): CategoryChoiceGroup[] {
  return roots.map((root) => {
    const options: { id: number; label: string }[] = [];
    const walk = (node: CategoryMenuNode, path: string[]) => {
      for (const child of node.subcategories) {
        const here = [...path, child.name];
        options.push({ id: child.id, label: here.join(' › ') });
        walk(child, here);
      }
    };
    walk(root, []);
    return { label: root.name, options };
  });
}
