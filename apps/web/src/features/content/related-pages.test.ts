import { describe, expect, it } from 'vitest';
import { pickRelatedPages } from './related-pages';

const pages = (...ids: number[]) => ids.map((id) => ({ id }));

describe('related articles', () => {
  it('prefers articles with the same label and tops up from the same content type', () => {
    expect(pickRelatedPages(1, [pages(1, 2), pages(3, 4, 5)], 3).map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it('never recommends the article itself or the same article twice', () => {
    expect(pickRelatedPages(7, [pages(7, 8, 9), pages(9, 8, 7, 10)], 4).map((p) => p.id)).toEqual([8, 9, 10]);
  });

  it('answers with fewer when there are not enough candidates', () => {
    expect(pickRelatedPages(1, [[], pages(1)], 4)).toEqual([]);
  });
});
