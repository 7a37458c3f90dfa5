import type { CategoryMenuNode } from '@bazaar/contracts/categories';
import { describe, expect, it } from 'vitest';
import { categoryChoices } from './category-choices';

const node = (id: number, name: string, subcategories: CategoryMenuNode[] = []): CategoryMenuNode => ({
  id,
  categoryType: 'Product',
  name,
  slug: String(id),
  isRoot: false,
  level: 0,
  scientificName: null,
  icon: null,
  subcategories,
});

describe('the rules form’s category choices', () => {
  it('names each category by its Persian path under its type, in tree order', () => {
    const root = { ...node(1, 'کالا', [node(2, 'شیرآلات', [node(3, 'شیر توپی')]), node(4, 'پمپ')]), isRoot: true };
    expect(categoryChoices([root])).toEqual([
      {
        label: 'کالا',
        options: [
          { id: 2, label: 'شیرآلات' },
          { id: 3, label: 'شیرآلات › شیر توپی' },
          { id: 4, label: 'پمپ' },
        ],
      },
    ]);
  });
});
