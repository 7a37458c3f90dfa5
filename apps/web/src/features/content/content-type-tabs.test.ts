import type { ContentTypeNode } from '@bazaar/contracts/content-pages';
import { describe, expect, it } from 'vitest';
import { contentTypeTabs } from './content-type-tabs';

const node = (id: number, children: ContentTypeNode[] = []): ContentTypeNode => ({
  id,
  key: `type-${id}`,
  name: `نوع ${id}`,
  pageCount: id,
  children,
});
const tree = [node(1, [node(2), node(3)]), node(8)];
const summary = (tabs: ReturnType<typeof contentTypeTabs>) => tabs.map((t) => [t.id, t.isGroup, t.current]);

describe('content type tabs', () => {
  it('show a type with sub-types first, then its sub-types', () => {
    expect(summary(contentTypeTabs(tree, 1))).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
    ]);
  });

  it('show a sub-type among its siblings, under its parent', () => {
    expect(summary(contentTypeTabs(tree, 3))).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, true],
    ]);
  });

  it('leave a type that stands alone, or is unknown, without tabs', () => {
    expect(contentTypeTabs(tree, 8)).toEqual([]);
    expect(contentTypeTabs(tree, 99)).toEqual([]);
  });
});
