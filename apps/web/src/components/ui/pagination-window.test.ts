import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from './pagination-window';

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('fills a gap of one page with that page rather than an ellipsis', () => {
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
  });

  it('lists every page of a short list and nothing for an empty one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('counts pages', () => {
    expect(totalPagesOf(0, 20)).toBe(0);
    expect(totalPagesOf(69, 20)).toBe(4);
  });
});
