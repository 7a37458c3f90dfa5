import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

describe('searchHref', () => {
  it('normalises Arabic letters, spacing and digits before building /search/{key}', () => {
    expect(searchHref('  پمپ   آب ۲ اينچ ')).toBe(`/search/${encodeURIComponent('پمپ آب 2 اینچ')}`);
  });

  it('returns null when only punctuation or spaces were typed', () => {
    expect(searchHref(' ؟!  ')).toBeNull();
    expect(searchHref('')).toBeNull();
  });

  it('keeps slashes out of the path so the key stays one segment', () => {
    expect(searchHref('لوله/اتصالات')).toBe(`/search/${encodeURIComponent('لوله اتصالات')}`);
  });
});
