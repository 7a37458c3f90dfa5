import { describe, expect, it } from 'vitest';
import { pickMerchant, switcherReturnPath } from './current-merchant';

const merchants = [{ id: 7 }, { id: 9 }, { id: 12 }];

describe('the workspace’s merchant', () => {
  it('is the one the page names, then the one chosen with the switcher, then the first', () => {
    expect(pickMerchant(merchants, 12, 9)?.id).toBe(12);
    expect(pickMerchant(merchants, null, 9)?.id).toBe(9);
    expect(pickMerchant(merchants, null, null)?.id).toBe(7);
  });

  it('ignores a merchant the member does not belong to, from the address or the cookie', () => {
    expect(pickMerchant(merchants, 99, 98)?.id).toBe(7);
    expect(pickMerchant(merchants, 99, 9)?.id).toBe(9);
    expect(pickMerchant([], 7, 7)).toBeUndefined();
  });

  it('sends the visitor back only to a workspace page', () => {
    expect(switcherReturnPath('/profile/company')).toBe('/profile/company');
    expect(switcherReturnPath('https://evil.example/')).toBe('/profile/products');
    expect(switcherReturnPath('//evil.example')).toBe('/profile/products');
  });
});
