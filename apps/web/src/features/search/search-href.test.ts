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

  it('keeps a decimal point, a fraction and a size whole, so the engine reads the value as typed', () => {
    expect(searchHref('الکتروموتور 7.5kw')).toBe(`/search/${encodeURIComponent('الکتروموتور 7.5kw')}`);
    expect(searchHref('شیر برقی ۱/۲ اینچ')).toBe(`/search/${encodeURIComponent('شیر برقی 1/2 اینچ')}`);
    expect(searchHref('کابل ۳×۱۸۵+۹۵')).toBe(`/search/${encodeURIComponent('کابل 3×185+95')}`);
  });

  it('keeps slashes between words out of the path so the key stays one segment', () => {
    expect(searchHref('لوله/اتصالات')).toBe(`/search/${encodeURIComponent('لوله اتصالات')}`);
  });
});
