import { describe, expect, it } from 'vitest';
import { buildCanonical } from './canonical';

const options = { whitelist: ['page', 'sort'], lowercase: false, origin: 'https://bazaar.example' };

describe('buildCanonical', () => {
  it('drops query parameters that are not whitelisted', () => {
    const params = new URLSearchParams('utm_source=x&page=2&fbclid=abc');
    expect(buildCanonical('/category/12/pump', params, options)).toBe('https://bazaar.example/category/12/pump?page=2');
  });

  it('sorts the kept parameters by name whatever order they came in', () => {
    const params = new URLSearchParams('sort=price&utm_medium=mail&page=3');
    expect(buildCanonical('/products/search/Product', params, options)).toBe(
      'https://bazaar.example/products/search/Product?page=3&sort=price',
    );
  });

  it('accepts the plain object Next passes as searchParams, including repeated values', () => {
    const params = { sort: ['b', 'a'], page: '1', ref: 'home', empty: undefined };
    expect(buildCanonical('/x', params, options)).toBe('https://bazaar.example/x?page=1&sort=b&sort=a');
  });

  it('leaves no question mark when nothing survives', () => {
    expect(buildCanonical('/', { utm_source: 'x' }, options)).toBe('https://bazaar.example/');
    expect(buildCanonical('/about', undefined, options)).toBe('https://bazaar.example/about');
  });

  it('drops whitelisted parameters with empty values', () => {
    expect(buildCanonical('/x', { page: '', sort: 'new' }, options)).toBe('https://bazaar.example/x?sort=new');
  });

  it('keeps the path case unless lowercasing is configured', () => {
    expect(buildCanonical('/Supplier/7/ACME', undefined, options)).toBe('https://bazaar.example/Supplier/7/ACME');
    expect(buildCanonical('/Supplier/7/ACME', undefined, { ...options, lowercase: true })).toBe(
      'https://bazaar.example/supplier/7/acme',
    );
  });

  it('percent-encodes Persian segments and keeps escapes valid when lowercasing', () => {
    const expected = `https://bazaar.example/category/5/${encodeURIComponent('پمپ-آب')}`;
    expect(buildCanonical('/category/5/پمپ-آب', undefined, options)).toBe(expected);
    expect(buildCanonical('/category/5/پمپ-آب', undefined, { ...options, lowercase: true })).toBe(expected);
    expect(buildCanonical(`/category/5/${encodeURIComponent('پمپ-آب')}`, undefined, options)).toBe(expected);
  });

  it('normalises duplicate and trailing slashes and ignores a trailing slash on the origin', () => {
    expect(buildCanonical('/a//b/', undefined, { ...options, origin: 'https://bazaar.example/' })).toBe(
      'https://bazaar.example/a/b',
    );
  });

  it('encodes kept values safely', () => {
    expect(buildCanonical('/x', { sort: 'قیمت نزولی&x=1' }, options)).toBe(
      `https://bazaar.example/x?sort=${new URLSearchParams({ sort: 'قیمت نزولی&x=1' }).toString().slice(5)}`,
    );
  });
});
