import { describe, expect, it } from 'vitest';
import { parsePageParam, parsePublicId, safeDecodeSegment } from './route-params';

describe('parsePublicId', () => {
  it('reads positive integer ids', () => {
    expect(parsePublicId('12')).toBe(12);
    expect(parsePublicId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what the API could never know, so the page can answer 404 without asking it', () => {
    for (const segment of ['0', '-3', 'abc', '1.5', '12a', '', ' 7', '2147483648', '99999999999', undefined]) {
      expect(parsePublicId(segment)).toBeNull();
    }
  });
});

describe('parsePageParam', () => {
  it('defaults to the first page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('')).toBe(1);
  });

  it('takes the first of repeated values', () => {
    expect(parsePageParam(['3', '9'])).toBe(3);
  });

  it('answers null for pages that cannot exist', () => {
    for (const value of ['0', '-1', 'two', '1.5', '10001', '123456']) expect(parsePageParam(value)).toBeNull();
  });
});

describe('safeDecodeSegment', () => {
  it('decodes Persian segments and survives a stray percent sign', () => {
    expect(safeDecodeSegment(encodeURIComponent('پمپ-آب'))).toBe('پمپ-آب');
    expect(safeDecodeSegment('100%-steel')).toBeNull();
  });
});
