// Behaviour of serializeQuery: the three array/object notations, skipping empties, encoding and order.
import { describe, expect, it } from 'vitest';
import { type QueryStyle, serializeQuery } from './query-string';

describe('serializeQuery', () => {
  it('returns an empty string when nothing is left to send', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ q: undefined, page: null, ids: [], paging: {} })).toBe('');
  });

  it('keeps insertion order and prefixes a question mark', () => {
    expect(serializeQuery({ b: 2, a: 1, c: 'x' })).toBe('?b=2&a=1&c=x');
  });

  it('defaults to the repeat style', () => {
    expect(serializeQuery({ ids: [1, 2] })).toBe('?ids=1&ids=2');
  });

  it.each<[QueryStyle, string]>([
    ['repeat', '?ids=1&ids=2'],
    ['brackets', '?ids[]=1&ids[]=2'],
    ['dotted', '?ids[0]=1&ids[1]=2'],
  ])('writes arrays of scalars in %s style', (style, expected) => {
    expect(serializeQuery({ ids: [1, 2] }, style)).toBe(expected);
  });

  it.each<[QueryStyle, string]>([
    ['repeat', '?paging.page=2&paging.size=20&filters[0].id=5&filters[1].id=6'],
    ['brackets', '?paging[page]=2&paging[size]=20&filters[0][id]=5&filters[1][id]=6'],
    ['dotted', '?paging.page=2&paging.size=20&filters[0].id=5&filters[1].id=6'],
  ])('writes nested objects and arrays of objects in %s style', (style, expected) => {
    expect(serializeQuery({ paging: { page: 2, size: 20 }, filters: [{ id: 5 }, { id: 6 }] }, style)).toBe(expected);
  });

  it.each<[QueryStyle, string]>([
    ['repeat', '?f.range.from=1&f.range.to=9&f.tags=a&f.tags=b&m[0]=1&m[0]=2'],
    ['brackets', '?f[range][from]=1&f[range][to]=9&f[tags][]=a&f[tags][]=b&m[0][]=1&m[0][]=2'],
    ['dotted', '?f.range.from=1&f.range.to=9&f.tags[0]=a&f.tags[1]=b&m[0][0]=1&m[0][1]=2'],
  ])('writes deeper nesting in %s style', (style, expected) => {
    expect(serializeQuery({ f: { range: { from: 1, to: 9 }, tags: ['a', 'b'] }, m: [[1, 2]] }, style)).toBe(expected);
  });

  it('skips undefined and null everywhere, keeping the indices of the remaining items', () => {
    expect(serializeQuery({ a: [1, null, 3], o: { x: undefined, y: 0 } }, 'dotted')).toBe('?a[0]=1&a[2]=3&o.y=0');
    expect(serializeQuery({ a: [1, undefined, 3] }, 'repeat')).toBe('?a=1&a=3');
  });

  it('writes dates as ISO strings, booleans and numbers as text, and keeps empty strings and zero', () => {
    const from = new Date(Date.UTC(2025, 2, 21, 8, 30));
    expect(serializeQuery({ from, on: true, off: false, n: 0, big: 10n, q: '' })).toBe(
      '?from=2025-03-21T08%3A30%3A00.000Z&on=true&off=false&n=0&big=10&q=',
    );
    expect(serializeQuery({ days: [from] }, 'brackets')).toBe('?days[]=2025-03-21T08%3A30%3A00.000Z');
  });

  it('percent-encodes Persian text and reserved characters in values', () => {
    const q = 'پمپ آب & شیر=۲/۳ #?+';
    const serialised = serializeQuery({ q });
    expect(serialised).toBe(`?q=${encodeURIComponent(q)}`);
    expect(new URLSearchParams(serialised).get('q')).toBe(q);
  });

  it('encodes keys but leaves their brackets and dots readable', () => {
    expect(serializeQuery({ 'filter[name]': 'x', 'sort.by': 'price', 'نام کالا': 'y' })).toBe(
      `?filter[name]=x&sort.by=price&${encodeURIComponent('نام کالا')}=y`,
    );
  });

  it('rejects values that have no query representation', () => {
    expect(() => serializeQuery({ fn: () => 1 })).toThrow(TypeError);
    expect(() => serializeQuery({ s: Symbol('x') })).toThrow(/"s"/);
  });
});
