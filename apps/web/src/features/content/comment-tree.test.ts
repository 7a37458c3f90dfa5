import type { PageComment } from '@bazaar/contracts/content-comments';
import { describe, expect, it } from 'vitest';
import { countComments, indentLevel, MAX_INDENT, pendingCommentsOf } from './comment-tree';

const comment = (id: number, replies: PageComment[] = []): PageComment => ({
  id,
  parentId: null,
  authorName: 'کاربر',
  body: 'متن',
  likeCount: 0,
  pending: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  replies,
});

describe('comment threads', () => {
  it('count replies at every depth', () => {
    expect(countComments([])).toBe(0);
    expect(countComments([comment(1, [comment(2, [comment(3)])]), comment(4)])).toBe(4);
  });

  it('stop indenting deep replies', () => {
    expect(indentLevel(0)).toBe(0);
    expect(indentLevel(2)).toBe(2);
    expect(indentLevel(10)).toBe(MAX_INDENT);
  });

  it('pick out the pending comments at any depth, and only those', () => {
    const pending = (id: number, parentId: number | null): PageComment => ({ ...comment(id), parentId, pending: true });
    const tree = [comment(1, [comment(2, [pending(3, 2)]), pending(4, 1)]), pending(5, null), comment(6)];
    expect(pendingCommentsOf(tree).map((c) => [c.id, c.parentId])).toEqual([
      [3, 2],
      [4, 1],
      [5, null],
    ]);
    expect(pendingCommentsOf([comment(1, [comment(2)])])).toEqual([]);
  });
});
